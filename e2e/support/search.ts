import { expect, type Page } from "@playwright/test";
import { translation, type Language } from "./routes";

/**
 * The addresses the site search finds for a query (null: every entry matching the filters), asked of
 * Pagefind in the page's language the way the search dialog asks it, but without the interface.
 */
export async function searchIndexUrls(
  page: Page,
  query: string | null,
  filters: Record<string, string> = {},
): Promise<string[]> {
  return page.evaluate(
    async ({ query, filters }) => {
      const script = "/pagefind/pagefind.js";
      const pagefind = (await import(script)) as {
        search(
          term: string | null,
          options: { filters: Record<string, string> },
        ): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
      };
      const { results } = await pagefind.search(query, { filters });
      return Promise.all(results.map(async (result) => (await result.data()).url));
    },
    { query, filters },
  );
}

const dialog = (page: Page) => page.getByRole("dialog");
const field = (page: Page) => dialog(page).getByRole("searchbox");

/** Opens the search with "/" on a page that is already loaded, closing a dialog left open by a test before. */
export async function openSearch(page: Page, path: string, keys = "/") {
  if ((await page.evaluate(() => window.location.pathname)) !== path) await page.goto(path);
  else if (await dialog(page).isVisible()) await page.keyboard.press("Escape");
  await page.keyboard.press(keys);
  await expect(field(page)).toBeFocused();
}

/** Types a query and waits until the status line reports its answer. */
export async function searchFor(page: Page, query: string, language: Language) {
  await field(page).fill(query);
  const status = dialog(page).getByRole("status");
  // The query in the language's own quotation marks, as the status line's text puts it.
  const [, open, close] = /(\S)\{\{query\}\}(\S)/.exec(translation(language, "common", "search.noResults"))!;
  await expect(status).toContainText(`${open}${query}${close}`);
  await expect(status).not.toContainText(translation(language, "common", "search.searching"));
}
