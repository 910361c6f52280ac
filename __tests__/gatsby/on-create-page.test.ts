import type { CreatePageArgs, Page } from "gatsby";
import { onCreatePage } from "../../gatsby/on-create-page";

function runOnCreatePage(page: Partial<Page>) {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  const args = { page: { path: "/", component: "/src/pages/404.tsx", ...page }, actions };
  void onCreatePage?.(args as unknown as CreatePageArgs, { plugins: [] }, () => undefined);
  return actions;
}

const german = { i18n: { language: "de", routed: true } };

describe("onCreatePage", () => {
  it('recreates the German 404 page with the match path "/de/*"', () => {
    const page = { path: "/de/404/", matchPath: "/de/de/*", context: german };
    const actions = runOnCreatePage(page);
    expect(actions.deletePage).toHaveBeenCalledWith(expect.objectContaining(page));
    expect(actions.createPage).toHaveBeenCalledWith(expect.objectContaining({ ...page, matchPath: "/de/*" }));
  });

  it.each([
    [
      "an English 404 page",
      { path: "/404/", matchPath: "/*", context: { i18n: { language: "en", routed: false } } },
    ],
    ["a German page without match path", { path: "/de/jobs/", context: german }],
    ["a German 404 page already fixed", { path: "/de/404/", matchPath: "/de/*", context: german }],
    ["a page without language", { path: "/dev-404-page/", matchPath: "/de/de/*", context: {} }],
  ])("leaves %s untouched", (_name, page) => {
    const actions = runOnCreatePage(page);
    expect(actions.deletePage).not.toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });

  it("gives the draft preview pages the WordPress address of the build, once", () => {
    const saved = process.env.WORDPRESS_URL;
    process.env.WORDPRESS_URL = "https://cms.example.com";
    try {
      const page = { path: "/de/preview/", context: german };
      const actions = runOnCreatePage(page);
      expect(actions.createPage).toHaveBeenCalledWith(
        expect.objectContaining({ context: { ...german, wordpressUrl: "https://cms.example.com" } }),
      );
      const again = runOnCreatePage({ path: "/de/preview/", context: { ...german, wordpressUrl: null } });
      expect(again.createPage).not.toHaveBeenCalled();
    } finally {
      if (saved === undefined) delete process.env.WORDPRESS_URL;
      else process.env.WORDPRESS_URL = saved;
    }
  });
});
