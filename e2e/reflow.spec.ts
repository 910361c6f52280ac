import { expect, test } from "./support/test";
import { LANGUAGES, ROUTES, localized } from "./support/routes";

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels no page scrolls sideways, and at every width the header's bar
 * holds its links and buttons (German labels are the longest).
 */
const HEADER_WIDTHS = [320, 360, 576, 768, 1024, 1329, 1330, 1440, 1920];

test.describe("on a 320 px wide screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const language of LANGUAGES) {
    for (const route of ROUTES) {
      const path = localized(route.path, language);
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${overflow} px too wide`).toBeLessThanOrEqual(0);
      });
    }
  }
});

for (const language of LANGUAGES) {
  test(`the ${language} header fits its bar at every width`, async ({ page }) => {
    await page.goto(localized("/", language));
    const overflowing: string[] = [];
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => {
        const bar = document.querySelector("header > div");
        return bar ? bar.scrollWidth - bar.clientWidth : -1;
      });
      if (overflow !== 0) overflowing.push(`${width} px: ${overflow}`);
    }
    expect(overflowing).toEqual([]);
  });
}
