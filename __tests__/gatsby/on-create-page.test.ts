import path from "node:path";
import type { CreatePageArgs, Page } from "gatsby";
import { onCreatePage } from "../../gatsby/on-create-page";
import { forgetSiteConfiguration } from "../../gatsby/configuration/site-configuration";

function runOnCreatePage(page: Partial<Page>) {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  const store = { getState: () => ({ program: { directory: path.resolve(__dirname, "../..") } }) };
  const args = { page: { path: "/", component: "/src/pages/jobs.tsx", ...page }, actions, store };
  void onCreatePage?.(args as unknown as CreatePageArgs, { plugins: [] }, () => undefined);
  return actions;
}

const created = (actions: ReturnType<typeof runOnCreatePage>) =>
  actions.createPage.mock.calls.map(([page]) => page as Page & { context: Record<string, unknown> });

describe("onCreatePage", () => {
  it("makes a page of src/pages one page per language, with the i18n context", () => {
    const actions = runOnCreatePage({ path: "/jobs/", context: { slug: "x" } });
    expect(actions.deletePage).toHaveBeenCalledTimes(1);
    const [english, german] = created(actions);
    // The page of one language at `path`, with the page's own context kept.
    const pageOf = (language: string, path: string) => ({
      path,
      context: { slug: "x", language, i18n: { language, originalPath: "/jobs/" } },
    });
    expect(english).toMatchObject(pageOf("en", "/jobs/"));
    expect(german).toMatchObject(pageOf("de", "/de/jobs/"));
    expect(english.matchPath).toBeUndefined();
    expect(german.matchPath).toBeUndefined();
  });

  it("makes the not-found pages show the language of the address asked for, without a match path", () => {
    // A match path "/de/*" would list every German page in every page's JavaScript.
    for (const path of ["/404/", "/404.html"]) {
      const [english, german] = created(runOnCreatePage({ path, component: "/src/pages/404.tsx" }));
      expect(english).toMatchObject({ path, context: { i18n: { language: "en", byAddress: true } } });
      expect(german).toMatchObject({
        path: `/de${path}`,
        context: { i18n: { language: "de", byAddress: true } },
      });
      expect(english.matchPath).toBeUndefined();
      expect(german.matchPath).toBeUndefined();
    }
  });

  it("prefixes a match path of its own", () => {
    const [english, german] = created(runOnCreatePage({ path: "/account/", matchPath: "/account/*" }));
    expect(english.matchPath).toBe("/account/*");
    expect(german.matchPath).toBe("/de/account/*");
  });

  it("leaves pages made with their language (news) as they are", () => {
    const actions = runOnCreatePage({
      path: "/de/news/",
      context: { language: "de", i18n: { language: "de", originalPath: "/news/" } },
    });
    expect(actions.deletePage).not.toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });

  it("gives the draft preview pages the WordPress address of the build", () => {
    const saved = process.env.WORDPRESS_URL;
    process.env.WORDPRESS_URL = "https://cms.example.com";
    forgetSiteConfiguration();
    try {
      const pages = created(runOnCreatePage({ path: "/preview/", context: {} }));
      expect(pages.map((page) => [page.path, page.context.wordpressUrl])).toEqual([
        ["/preview/", "https://cms.example.com"],
        ["/de/preview/", "https://cms.example.com"],
      ]);
    } finally {
      if (saved === undefined) delete process.env.WORDPRESS_URL;
      else process.env.WORDPRESS_URL = saved;
    }
  });

  it("gives the editor's preview pages the routes of src/pages, which a page's links are checked against", () => {
    const pages = created(runOnCreatePage({ path: "/editor-preview/", context: {} }));
    expect(pages.map((page) => page.path)).toEqual(["/editor-preview/", "/de/editor-preview/"]);
    for (const { context } of pages) {
      expect(context.siteRoutes).toEqual(
        expect.arrayContaining(["/", "/jobs", "/get-quote", "/editor-preview"]),
      );
      expect(context.siteRoutes).not.toContain("/404");
    }
  });
});
