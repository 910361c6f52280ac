/** @jest-environment node */
import type { Actions } from "gatsby";
import { createNewsPages, type NewsPostSummary } from "../../../gatsby/pages/news";

interface CreatedPage {
  path: string;
  component: string;
  context: {
    alternates: Record<string, string>;
    languageSwitch: Record<string, string>;
    [key: string]: unknown;
  };
}

const marker = (language: string) => ({ id: `marker-${language}`, slug: language, isLanguageMarker: true });
const tradeFairs = { id: "cat-trade-fairs", slug: "trade-fairs", isLanguageMarker: false };
const messen = { id: "cat-messen", slug: "messen", isLanguageMarker: false };

function post(
  language: string,
  slug: string,
  fields: Partial<Pick<NewsPostSummary, "translations" | "categories">> = {},
): NewsPostSummary {
  return {
    id: `${language}-${slug}`,
    slug,
    language,
    translations: fields.translations ?? [],
    categories: fields.categories ?? [marker(language)],
  };
}

/** Newest first, as the page query sorts them. */
const POSTS: NewsPostSummary[] = [
  post("en", "laser-update", {
    translations: [{ language: "de", slug: "laser-neuigkeit" }],
    categories: [marker("en"), tradeFairs],
  }),
  post("de", "laser-neuigkeit", {
    translations: [{ language: "en", slug: "laser-update" }],
    categories: [marker("de"), messen],
  }),
  post("en", "open-house", { categories: [marker("en"), tradeFairs] }),
  post("de", "messe-rueckblick"),
  post("en", "first-machine"),
];

/** The pages createNewsPages makes, by path. */
function pagesOf(posts: readonly NewsPostSummary[]): Map<string, CreatedPage> {
  const createPage = jest.fn();
  createNewsPages(posts, createPage as unknown as Actions["createPage"]);
  const pages = createPage.mock.calls.map(([page]) => page as CreatedPage);
  return new Map(pages.map((page) => [page.path, page]));
}

function page(pages: Map<string, CreatedPage>, path: string): CreatedPage {
  const found = pages.get(path);
  if (!found) throw new Error(`no page ${path} among ${[...pages.keys()].join(", ")}`);
  return found;
}

describe("news post pages", () => {
  const pages = pagesOf(POSTS);

  it("link a translated pair to each other both ways, as alternates and as the language switch", () => {
    const pair = { en: "/news/laser-update/", de: "/de/news/laser-neuigkeit/" };
    for (const path of Object.values(pair)) {
      expect(page(pages, path).context.alternates).toEqual(pair);
      expect(page(pages, path).context.languageSwitch).toEqual(pair);
    }
  });

  it("give a post in one language only no alternate, and switch to the other language's news index", () => {
    expect(page(pages, "/news/open-house/").context.alternates).toEqual({ en: "/news/open-house/" });
    expect(page(pages, "/news/open-house/").context.languageSwitch).toEqual({
      en: "/news/open-house/",
      de: "/de/news/",
    });
    expect(page(pages, "/de/news/messe-rueckblick/").context.alternates).toEqual({
      de: "/de/news/messe-rueckblick/",
    });
    expect(page(pages, "/de/news/messe-rueckblick/").context.languageSwitch).toEqual({
      de: "/de/news/messe-rueckblick/",
      en: "/news/",
    });
  });

  it("ignore a translation into a language the site does not have, or into the post's own", () => {
    const pages = pagesOf([
      post("en", "laser-update", {
        translations: [
          { language: "fr", slug: "laser-nouvelle" },
          { language: "en", slug: "laser-update-copy" },
        ],
      }),
    ]);
    expect(page(pages, "/news/laser-update/").context.alternates).toEqual({ en: "/news/laser-update/" });
  });

  it("carry the page's language and its path without the language prefix", () => {
    expect(page(pages, "/de/news/laser-neuigkeit/").context).toMatchObject({
      id: "de-laser-neuigkeit",
      language: "de",
      i18n: { language: "de", originalPath: "/news/laser-neuigkeit/" },
    });
  });

  it("link each post to the newer and the older post of its language", () => {
    expect(page(pages, "/news/laser-update/").context).toMatchObject({
      newerId: null,
      olderId: "en-open-house",
    });
    expect(page(pages, "/news/open-house/").context).toMatchObject({
      newerId: "en-laser-update",
      olderId: "en-first-machine",
    });
    expect(page(pages, "/de/news/messe-rueckblick/").context).toMatchObject({
      newerId: "de-laser-neuigkeit",
      olderId: null,
    });
  });
});

describe("news index pages", () => {
  const many = (language: string, count: number) =>
    Array.from({ length: count }, (_, index) => post(language, `post-${index + 1}`));

  it("pair the first index pages of the two languages", () => {
    const pages = pagesOf(POSTS);
    const pair = { en: "/news/", de: "/de/news/" };
    expect(page(pages, "/news/").context.alternates).toEqual(pair);
    expect(page(pages, "/de/news/").context.alternates).toEqual(pair);
    expect(page(pages, "/news/").context.languageSwitch).toEqual(pair);
  });

  it("pair the n-th pages where both languages have one; a page only one has switches to the first", () => {
    // 13 English posts fill two pages of 12, 2 German posts one.
    const pages = pagesOf([...many("en", 13), ...many("de", 2)]);
    expect(page(pages, "/news/page/2/").context.alternates).toEqual({ en: "/news/page/2/" });
    expect(page(pages, "/news/page/2/").context.languageSwitch).toEqual({
      en: "/news/page/2/",
      de: "/de/news/",
    });
    expect(pages.has("/de/news/page/2/")).toBe(false);
    expect(page(pages, "/news/page/2/").context).toMatchObject({
      page: 2,
      pageCount: 2,
      skip: 12,
      limit: 12,
    });
  });

  it("pair the n-th pages of both languages when both have them", () => {
    const pages = pagesOf([...many("en", 13), ...many("de", 14)]);
    const pair = { en: "/news/page/2/", de: "/de/news/page/2/" };
    expect(page(pages, "/news/page/2/").context.alternates).toEqual(pair);
    expect(page(pages, "/de/news/page/2/").context.alternates).toEqual(pair);
  });

  it("exist, empty, in a language without posts", () => {
    const pages = pagesOf(many("en", 1));
    expect(page(pages, "/de/news/").context).toMatchObject({
      alternates: { de: "/de/news/", en: "/news/" },
      page: 1,
      pageCount: 1,
    });
  });
});

describe("news category pages", () => {
  const pages = pagesOf(POSTS);

  it("are made once per category of a language's posts, none for the language markers", () => {
    const categoryPaths = [...pages.keys()].filter((path) => path.includes("/category/"));
    expect(categoryPaths.sort()).toEqual(["/de/news/category/messen/", "/news/category/trade-fairs/"]);
    expect(page(pages, "/news/category/trade-fairs/").context.categoryId).toBe("cat-trade-fairs");
  });

  it("have no alternate (categories are not translated) and switch to the other language's news index", () => {
    expect(page(pages, "/news/category/trade-fairs/").context.alternates).toEqual({
      en: "/news/category/trade-fairs/",
    });
    expect(page(pages, "/news/category/trade-fairs/").context.languageSwitch).toEqual({
      en: "/news/category/trade-fairs/",
      de: "/de/news/",
    });
    expect(page(pages, "/de/news/category/messen/").context.languageSwitch).toEqual({
      de: "/de/news/category/messen/",
      en: "/news/",
    });
  });
});

test("every page's language switch leads to a page that is made", () => {
  const pages = pagesOf(POSTS);
  for (const created of pages.values()) {
    for (const target of Object.values(created.context.languageSwitch)) expect(pages.has(target)).toBe(true);
    for (const target of Object.values(created.context.alternates)) expect(pages.has(target)).toBe(true);
  }
});
