import type { Page } from "@playwright/test";

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
