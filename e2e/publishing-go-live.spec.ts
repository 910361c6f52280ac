import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/test";
import { FIRST_BUILD_SECONDS, PUBLISH_ROOT, publisherStatus, waitForBuilds } from "./support/publishing";
import { signInToWordPress } from "./support/wordpress-admin";

/**
 * The first publish from WordPress, as scripts/test/e2e-live.sh sets it up: the build of the sample site is
 * live (`npm run release`), nginx serves the `live` symlink, the publisher listens. An administrator asks
 * for a rebuild in WordPress's admin bar; the publisher builds from WordPress and switches. The two builds
 * differ in their JavaScript (the first has the optional services configured), so a page opened before
 * the switch needs chunks that only the earlier release built.
 */

const HASHED_ASSET = /\/[^"'/\s]+-[0-9a-f]{20}\.(?:js|css)/g;
const PAGES = ["/", "/machines/", "/products/", "/de/", "/news/"];

/** The hashed assets the given pages of the live site reference. */
async function assetsOf(request: APIRequestContext): Promise<Set<string>> {
  const assets = new Set<string>();
  for (const page of PAGES) {
    const html = await (await request.get(page)).text();
    for (const [asset] of html.matchAll(HASHED_ASSET)) assets.add(asset);
  }
  return assets;
}

test("an administrator's rebuild goes live by itself, and a page opened before the switch keeps working", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout((FIRST_BUILD_SECONDS + 60) * 1000);
  const before = await publisherStatus(request);
  expect(before.liveRelease, "npm run release put a first release live").not.toBeNull();
  const oldAssets = await assetsOf(request);

  // A visitor opens a page of the first release and stays on it.
  await page.goto("/machines/");
  const jsErrors: string[] = [];
  page.on("response", (response) => {
    if (/\.(?:js|css)$/.test(new URL(response.url()).pathname) && response.status() >= 400) {
      jsErrors.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on("pageerror", (error) => jsErrors.push(error.message));

  // The administrator sees the site's state in the admin bar and asks for a rebuild.
  const admin = await (await browser.newContext()).newPage();
  await signInToWordPress(admin);
  const item = admin.locator("#wp-admin-bar-site-publisher");
  // The seed's posts were made while no publisher ran: the plugin kept its calls, and says so.
  await expect(item.locator(".ab-item").first()).toHaveText(
    /^Site updated .+ ago( · \d+ changes? not delivered to the site \(.+\); next try in .+)?$/,
  );
  await item.hover();
  await admin
    .locator("#wp-admin-bar-site-publisher-rebuild")
    .getByRole("link", { name: "Rebuild the site now" })
    .click();
  await expect(admin.locator(".notice-success p")).toHaveText("The site is being rebuilt.");
  await admin.reload();
  await expect(item.locator(".ab-item").first()).toHaveText("Updating the site…");

  const after = await waitForBuilds(request, before, 1, FIRST_BUILD_SECONDS);
  expect(after.state, after.lastError ?? "").toBe("idle");
  expect(after.liveRelease).not.toBe(before.liveRelease);
  await admin.reload();
  await expect(item.locator(".ab-item").first()).toHaveText(/^Site updated .+ ago$/);
  await admin.context().close();

  // The new release is the WordPress build: of the chunks the old pages load, some were not built again
  // (releases/<id>.json lists what a release built itself) and are still served.
  const built = JSON.parse(
    readFileSync(path.join(PUBLISH_ROOT, "releases", `${after.liveRelease}.json`), "utf8"),
  ) as { files: string[] };
  const onlyOld = [...oldAssets].filter((asset) => !built.files.includes(asset.slice(1)));
  expect(onlyOld.length, "the two builds share every chunk: this test would prove nothing").toBeGreaterThan(
    0,
  );
  for (const asset of onlyOld) expect((await request.get(asset)).status(), asset).toBe(200);

  // The visitor's next click works, whichever chunks it loads.
  await page.getByRole("banner").getByRole("link", { name: "Products", exact: true }).first().click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(jsErrors).toEqual([]);
});
