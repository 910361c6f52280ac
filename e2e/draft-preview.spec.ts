import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/test";
import { WORDPRESS_URL, editor } from "./support/publishing";

/**
 * WordPress's side of the draft preview (the site-publisher plugin): the preview link of a post points at
 * the site's /preview/ page with a token for that one post, and the plugin's REST route answers the post's
 * latest content for a valid token only, readable from the site's origin only.
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
});
