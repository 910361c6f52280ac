import type { Page } from "./test";

/** Every request to the tag manager's host, whose scripts the site loads once the visitor consents. */
export const TAG_MANAGER = "https://www.googletagmanager.com/**";

/** The tag manager's host is unreachable here: answer its script, and count the requests. */
export async function answerTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TAG_MANAGER, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__tagManagerRan = true;" });
  });
  return requested;
}
