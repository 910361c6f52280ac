import { expect, test, type Page } from "./support/test";
import { POSITION_ORDER } from "../src/team/team-groups";
import { collection } from "./support/collections";
import { LANGUAGES, localizePath, translation } from "./support/routes";

interface Product {
  slug: string;
  name: string;
}

// The counts come from the data the editors change, never written into a test.
const MATERIALS = collection<{ datasheet?: string }>("materials");
const PARTNERS = collection<{ url?: string }>("partners");

test("the application center lists every material, whose datasheets are PDF files", async ({
  visitorPage: page,
  request,
}) => {
  await page.goto("/application-center/");
  const materials = page.locator("#materials > ul > li");
  await expect(materials).toHaveCount(MATERIALS.length);
  const links = await page
    .locator("#materials")
    .getByRole("link", { name: /Datasheet \(PDF\)/ })
    .all();
  // Each material has one: its own upload, or the one the build generates beside its page.
  expect(links).toHaveLength(MATERIALS.length);
  for (const link of links) {
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/files\/datasheets\/[\w-]+\.pdf$|^\/materials\/[\w-]+\/datasheet\.pdf$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("the home page shows every partner, linked in a new tab without opener", async ({
  visitorPage: page,
}) => {
  await page.goto("/");
  const partners = page.locator("#partners li");
  await expect(partners).toHaveCount(PARTNERS.length);
  const links = page.locator("#partners a");
  await expect(links).toHaveCount(PARTNERS.filter((partner) => partner.url).length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("the home page shows every printed part as a masonry of two columns on small screens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.locator("#printed-parts li")).toHaveCount(collection("print-gallery").length);
  await expect(page.locator("#printed-parts ul")).toHaveCSS("column-count", "2");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator("#printed-parts ul")).toHaveCSS("column-count", "4");
});

test.describe("home gallery", () => {
  test.use({ reducedMotion: "reduce" });

  const current = (page: Page) => page.locator('[aria-roledescription="slide"][data-current="true"]');

  test("moves with the keyboard and its buttons", async ({ page }) => {
    await page.goto("/");
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 1 of 5");
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 2 of 5");
    await page.keyboard.press("ArrowRight");
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 3 of 5");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 5 of 5");
    await page.getByRole("button", { name: "Slide 2 of 5" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 2 of 5");
  });

  test("follows a swipe of 50 px or more, not a shorter one", async ({ page }) => {
    await page.goto("/");
    const viewport = page.locator('[aria-roledescription="carousel"] ul').first();
    const box = (await viewport.boundingBox())!;
    const swipe = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-40);
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 1 of 5");
    await swipe(-60);
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 2 of 5");
    await swipe(60);
    await expect(current(page)).toHaveAttribute("aria-label", "Slide 1 of 5");
  });

  test("slides in 600 ms and can be paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const track = page.locator('[aria-roledescription="carousel"] ul').first();
    await expect(track).toHaveCSS("transition-duration", "0.6s");
    const pause = page.getByRole("button", { name: "Pause the slideshow" });
    await pause.click();
    await expect(page.getByRole("button", { name: "Play the slideshow" })).toBeVisible();
  });
});

test("the team page shows every member, grouped in the company's order", async ({ visitorPage: page }) => {
  const members = collection<{ name: string; position: string }>("team");
  await page.goto("/team/");
  for (const member of members) {
    await expect(page.getByText(member.name, { exact: true })).toHaveCount(1);
  }
  const order = POSITION_ORDER.filter((position) => members.some((member) => member.position === position));
  const headings = await page.locator('h2[id^="team-"]').allTextContents();
  expect(headings).toEqual(order.map((position) => translation("en", "team", `positions.${position}`)));
});

test.describe("jobs", () => {
  const jobs = collection<{ closes_at: string }>("jobs");

  test("lists every posting, open ones as open on a day they accept applications", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T12:00:00Z"));
    await page.goto("/jobs/");
    const postings = page.locator("#postings article");
    await expect(postings).toHaveCount(jobs.length);
    const open = jobs.filter((job) => job.closes_at >= "2026-11-22").length;
    await expect(page.locator('#postings article[data-status="open"]')).toHaveCount(open);
    await expect(page.locator('#postings article[data-status="closed"]')).toHaveCount(jobs.length - open);
    for (const link of await page.locator("#postings").getByRole("link", { name: /PDF/ }).all()) {
      expect(await link.getAttribute("href")).toMatch(/^\/files\/jobs\/[\w-]+\.pdf$/);
    }
  });

  test("an old build shows postings closed since then as closed, and invites unsolicited applications", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-01-01T00:00:00Z"));
    await page.goto("/de/jobs/");
    await expect(page.locator('#postings article[data-status="open"]')).toHaveCount(0);
    await expect(page.getByText(translation("de", "jobs", "postings.none"))).toBeVisible();
    await expect(
      page.getByRole("heading", { name: translation("de", "jobs", "postings.unsolicited.title") }),
    ).toBeVisible();
  });
});

for (const language of LANGUAGES) {
  for (const product of collection<Product>("products")) {
    const url = localizePath(`/products/${product.slug}/`, language);
    test(`${url} shows the product ${product.name}`, async ({ visitorPage: page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => JSON.parse(text)["@type"] === "Product")).toBe(true);
    });
  }
}

test("an unknown product answers 404", async ({ visitorPage: page }) => {
  const response = await page.goto("/products/aconity-giga/");
  expect(response?.status()).toBe(404);
});

test("the products overview and the machine pages list the products of their category", async ({
  visitorPage: page,
}) => {
  const products = collection<{ category: string }>("products");
  const inCategory = (category: string) => products.filter((product) => product.category === category).length;
  await page.goto("/products/");
  await expect(page.locator("[id^='products-'] article")).toHaveCount(products.length);
  for (const [path, category] of [
    ["/machines/metal-lbpf/", "metal"],
    ["/machines/polymer-sls/", "polymer"],
    ["/machines/peripherals/", "peripheral"],
  ]) {
    await page.goto(path);
    await expect(page.locator("#products article")).toHaveCount(inCategory(category));
  }
});

test("every page carries the Organization; JobPosting only for open postings", async ({
  visitorPage: page,
}) => {
  await page.goto("/de/consulting/");
  const types = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)["@type"],
    );
  expect(await types()).toContain("Organization");
  await page.goto("/jobs/");
  const openAtBuild = collection<{ closes_at: string }>("jobs").filter(
    (job) => job.closes_at >= new Date().toISOString().slice(0, 10),
  ).length;
  expect((await types()).filter((type) => type === "JobPosting").length).toBe(openAtBuild);
});

test("images have their size before they load, so nothing shifts", async ({ page }) => {
  // Image requests never answer: the layout must already hold the space the images will take.
  await page.route(/\.(?:jpg|png|webp|avif)$/, () => new Promise(() => {}));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const images = page.locator("[data-site-image] img");
  expect(await images.count()).toBeGreaterThan(20);
  for (const image of await images.all()) {
    const box = await image.boundingBox();
    if (box) expect(box.height).toBeGreaterThan(0);
  }
});
