import { expect, test } from "./support/test";
import { LANGUAGES, ROUTES, localized } from "./support/routes";

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels no page scrolls sideways, and at every width the header's bar
 * holds its links and buttons (German labels are the longest).
 */
const HEADER_WIDTHS = [320, 360, 576, 768, 1024, 1329, 1330, 1440, 1920];

for (const language of LANGUAGES) {
  test(`no ${language} page scrolls sideways on a 320 px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const route of ROUTES) {
      const path = localized(route.path, language);
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
    }
    expect(wide).toEqual([]);
  });

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
