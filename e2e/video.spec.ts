import { expect, test, type Page } from "./support/test";
import { LANGUAGES, localizePath, translation, type Language } from "./support/routes";

const MACHINE_PAGES = [
  { path: "/machines/metal-lbpf/", key: "metalLpbf" },
  { path: "/machines/polymer-sls/", key: "polymerSls" },
];

/** Every request to a host other than the site's own. */
function thirdPartyRequests(page: Page, siteOrigin: string): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== siteOrigin) requests.push(request.url());
  });
  return requests;
}

// The test network is closed: YouTube's player is stood in for by an empty page.
async function standInForYouTube(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

const playButton = (page: Page, language: Language, key: string) =>
  page.getByRole("button", {
    name: `${translation(language, "machines", "video.play")}: ${translation(language, "machines", `${key}.video.title`)}`,
  });

for (const language of LANGUAGES) {
  for (const { path, key } of MACHINE_PAGES) {
    test(`${localizePath(path, language)}: the video loads from YouTube only after the visitor clicks play`, async ({
      page,
      baseURL,
    }) => {
      await standInForYouTube(page);
      const thirdParty = thirdPartyRequests(page, new URL(baseURL ?? "").origin);
      await page.goto(localizePath(path, language));
      const play = playButton(page, language, key);
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeVisible();
      await expect(page.getByText(translation(language, "machines", "video.consent"))).toBeVisible();
      expect(thirdParty).toEqual([]);
      await play.click();
      const player = page
        .locator("iframe")
        .and(page.getByTitle(translation(language, "machines", `${key}.video.title`), { exact: true }));
      await expect(player).toHaveAttribute(
        "src",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
      );
      await expect(player).toHaveAttribute("width", "640");
      await expect(player).toHaveAttribute("height", "360");
      // The frame's request may follow the src attribute by a moment: wait for it, then judge them all.
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
      expect(thirdParty.filter((url) => !url.startsWith("https://www.youtube-nocookie.com/embed/"))).toEqual(
        [],
      );
    });
  }
}

test("the player follows the width of its container when the window gets narrow", async ({ page }) => {
  await standInForYouTube(page);
  await page.goto("/machines/metal-lbpf/");
  await playButton(page, "en", "metalLpbf").click();
  const player = page.locator("iframe");
  await expect(player).toHaveAttribute("width", "640");
  await page.setViewportSize({ width: 375, height: 800 });
  const containerWidth = () => player.evaluate((frame) => Math.floor(frame.parentElement!.clientWidth));
  await expect.poll(containerWidth).toBeLessThan(375);
  const width = await containerWidth();
  await expect(player).toHaveAttribute("width", String(width));
  await expect(player).toHaveAttribute("height", String(Math.round((width * 9) / 16)));
  const box = await player.boundingBox();
  expect(box?.width).toBe(width);
});
