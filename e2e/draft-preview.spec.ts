import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readFileSync } from "node:fs";
import { translation } from "./support/routes";
import { expect, policyViolations, test, type APIRequestContext, type Page } from "./support/test";
import { WORDPRESS_URL, editor } from "./support/publishing";

/**
 * The draft preview: the site-publisher plugin gives a post a preview link to the site's /preview/ page
 * with a token for that one post; its REST route answers the post's latest content for a valid token
 * only, readable from the site's origin only; the page (built from WordPress by the publisher, served by
 * the live nginx) shows it in the news post layout, in a browser with no WordPress cookie.
 */
const STATE_DIR = process.env.WP_STATE_DIR ?? "/tmp/wp-test";
const CLOCK_FILE = path.join(STATE_DIR, "clock-offset");
const SITE_ORIGIN = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:9100").origin;
const run = Date.now().toString(36);

/** The token of a preview link, and the route's answer for a post with a token. */
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const preview = (request: APIRequestContext, id: number, token: string, origin = SITE_ORIGIN) =>
  request.get(`${WORDPRESS_URL}/wp-json/site-publisher/v1/preview/${id}?token=${encodeURIComponent(token)}`, {
    headers: { Origin: origin },
  });

// In order: the tests that expire tokens move the plugin's clock for everyone.
test.describe.configure({ mode: "serial" });
test.afterEach(() => rmSync(CLOCK_FILE, { force: true }));

test("a draft's preview link opens the site's preview page with a token that shows that post only", async ({
  request,
}) => {
  const wordpress = editor(request);
  const draft = await wordpress.draft({
    slug: `preview-${run}`,
    title: "Vorschau: größer & schneller",
    categories: [await wordpress.categoryId("en")],
  });
  const other = await wordpress.draft({ slug: `other-${run}`, title: "Another draft", categories: [] });
  const { site_preview_link: link } = await wordpress.rest("GET", `posts/${draft.id}?context=edit`);
  expect(link).toMatch(new RegExp(`^${SITE_ORIGIN}/preview/\\?post=${draft.id}&token=[\\w-]+\\.[\\w-]+$`));

  const answer = await preview(request, draft.id, tokenOf(link));
  expect(answer.status()).toBe(200);
  expect(answer.headers()["access-control-allow-origin"]).toBe(SITE_ORIGIN);
  expect(answer.headers()["cache-control"]).toContain("no-store");
  expect(await answer.json()).toMatchObject({
    id: draft.id,
    language: "en",
    title: expect.stringContaining("Vorschau: größer"),
    content: expect.stringContaining("Vorschau"),
  });

  // Another origin gets the answer but no permission to read it in a browser.
  const elsewhere = await preview(request, draft.id, tokenOf(link), "https://evil.example");
  expect(elsewhere.headers()["access-control-allow-origin"]).toBeUndefined();
  expect(elsewhere.headers()["access-control-allow-credentials"]).toBeUndefined();

  // A token opens its own post only, and not once changed.
  const token = tokenOf(link);
  expect((await preview(request, other.id, token)).status()).toBe(403);
  const [claims, signature] = token.split(".");
  const forged = Buffer.from(
    JSON.stringify({ p: other.id, e: Math.floor(Date.now() / 1000) + 300 }),
  ).toString("base64url");
  expect((await preview(request, other.id, `${forged}.${signature}`)).status()).toBe(403);
  expect((await preview(request, draft.id, `${claims}.${signature.slice(1)}x`)).status()).toBe(403);
  expect((await preview(request, draft.id, "")).status()).toBe(403);
});

test("a preview token expires after ten minutes", async ({ request }) => {
  const wordpress = editor(request);
  const draft = await wordpress.draft({ slug: `expiring-${run}`, title: "Expiring", categories: [] });
  const { site_preview_link: link } = await wordpress.rest("GET", `posts/${draft.id}?context=edit`);
  writeFileSync(CLOCK_FILE, String(9 * 60));
  expect((await preview(request, draft.id, tokenOf(link))).status()).toBe(200);
  writeFileSync(CLOCK_FILE, String(11 * 60));
  const expired = await preview(request, draft.id, tokenOf(link));
  expect(expired.status()).toBe(403);
  expect((await expired.json()).code).toBe("site_preview_expired");
});

test("a German post previews under /de/, and an unsaved edit of a published post shows the edit", async ({
  request,
  visitorPage: page,
}) => {
  const wordpress = editor(request);
  const german = await wordpress.draft({
    slug: `entwurf-${run}`,
    title: "Entwurf",
    categories: [await wordpress.categoryId("de")],
  });
  const { site_preview_link: germanLink } = await wordpress.rest("GET", `posts/${german.id}?context=edit`);
  expect(germanLink).toMatch(new RegExp(`^${SITE_ORIGIN}/de/preview/\\?post=${german.id}&`));
  expect((await (await preview(request, german.id, tokenOf(germanLink))).json()).language).toBe("de");

  const published = await wordpress.find("training-centre-opens");
  await wordpress.rest("POST", `posts/${published.id}/autosaves`, {
    title: `Our training centre opens, edited ${run}`,
    content: `<p>Edited, not yet updated ${run}.</p>`,
  });
  const { site_preview_link: link } = await wordpress.rest("GET", `posts/${published.id}?context=edit`);
  const content = await (await preview(request, published.id, tokenOf(link))).json();
  expect(content.title).toBe(`Our training centre opens, edited ${run}`);
  expect(content.content).toContain(`Edited, not yet updated ${run}.`);
  await openPreview(page, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Our training centre opens, edited ${run}`,
  );
  await expect(page.locator("article")).toContainText(`Edited, not yet updated ${run}.`);
});

const SEED = JSON.parse(readFileSync(path.join(STATE_DIR, "seed-summary.json"), "utf8")) as {
  xss: string;
  xssGlobal: string;
};

/** Opens a preview link in the shared visitor page (no WordPress cookie) and waits for the page to settle. */
async function openPreview(page: Page, link: string) {
  await page.goto(new URL(link).pathname + new URL(link).search);
}

test("a draft with umlauts, entities, an image and the seed's script payloads shows in the site's design, no script running", async ({
  request,
  visitorPage: page,
}) => {
  const wordpress = editor(request);
  const xss = await wordpress.find(SEED.xss);
  const withImage = await wordpress.find("welcome-to-our-news");
  const draft = await wordpress.draft({
    slug: `design-${run}`,
    title: "Größere Bauräume & „offene“ Parameter",
    categories: [await wordpress.categoryId("en")],
  });
  await wordpress.update(draft.id, { content: xss.content.raw, featured_media: withImage.featured_media });
  const { site_preview_link: link } = await wordpress.rest("GET", `posts/${draft.id}?context=edit`);

  await openPreview(page, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Größere Bauräume & „offene“ Parameter");
  await expect(page.getByRole("note")).toHaveText(translation("en", "news", "preview.notice"));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const image = page.locator("article img").first();
  await expect(image).toHaveAttribute("src", new RegExp(`^${WORDPRESS_URL}/wp-content/uploads/`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(
    await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], SEED.xssGlobal),
  ).toBeUndefined();
  expect(await page.locator("article script, article [onclick], article [onerror]").count()).toBe(0);
  // The payload's image from another host is kept, as the build keeps it, and the page's policy blocks it;
  // nothing else is blocked.
  const violations = await policyViolations(page);
  expect(violations.filter((violation) => !violation.includes("https://evil.example/"))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("a German preview is under /de/ in German; a refused or expired link says so with a way back", async ({
  request,
  visitorPage: page,
}) => {
  const wordpress = editor(request);
  const german = await wordpress.draft({
    slug: `deutsch-${run}`,
    title: "Ein deutscher Entwurf",
    categories: [await wordpress.categoryId("de")],
  });
  const { site_preview_link: link } = await wordpress.rest("GET", `posts/${german.id}?context=edit`);
  await openPreview(page, link);
  await expect(page).toHaveURL(/\/de\/preview\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ein deutscher Entwurf");
  await expect(page.getByRole("note")).toHaveText(translation("de", "news", "preview.notice"));
  expect(await policyViolations(page)).toEqual([]);

  // One character of the signature changed (to another one: the same would leave the link valid).
  const tampered = link.replace(
    /token=([\w-]+)\.([\w-])/,
    (_: string, payload: string, first: string) => `token=${payload}.${first === "x" ? "y" : "x"}`,
  );
  expect(tampered).not.toBe(link);
  await openPreview(page, tampered);
  const back = page.getByRole("link", { name: translation("de", "news", "preview.backToWordPress") });
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    translation("de", "news", "preview.refused"),
  );
  await expect(back).toHaveAttribute(
    "href",
    `${WORDPRESS_URL}/wp-admin/post.php?post=${german.id}&action=edit`,
  );

  writeFileSync(CLOCK_FILE, String(11 * 60));
  await openPreview(page, link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    translation("de", "news", "preview.expired"),
  );
  rmSync(CLOCK_FILE, { force: true });

  await page.goto("/preview/");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    translation("en", "news", "preview.missing"),
  );
  expect(await policyViolations(page)).toEqual([]);
});

test("the preview page is never indexed or cached, and reads from WordPress only", async ({ request }) => {
  for (const path of ["/preview/", "/de/preview/"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(response.headers()["cache-control"]).toBe("no-store");
    const policy = response.headers()["content-security-policy"];
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${WORDPRESS_URL}(;|$)`));
  }
  expect(await (await request.get("/sitemap-0.xml")).text()).not.toMatch(/\/preview\/</);
  const elsewhere = (await request.get("/news/")).headers()["content-security-policy"];
  expect(elsewhere).toMatch(/connect-src 'self'(;|$)/);
});
