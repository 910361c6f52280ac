import { expect, test } from "./support/test";
import { LANGUAGES, localizePath } from "./support/routes";

/**
 * At every width the header's bar holds its links and buttons (German labels are the longest). That no page
 * scrolls sideways at 320 px (WCAG 1.4.10) is checked on every page, in e2e/quality.spec.ts.
 */
const HEADER_WIDTHS = [320, 360, 576, 768, 1024, 1329, 1330, 1440, 1920];

for (const language of LANGUAGES) {
  test(`the ${language} header fits its bar at every width`, async ({ page }) => {
    await page.goto(localizePath("/", language));
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
