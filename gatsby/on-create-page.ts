import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { isEditorPreviewPage } from "../src/editor-preview/editor-preview-page";
import { isPreviewPage } from "../src/preview/preview-page";
import { localePages, type SitePage } from "./locales/page-i18n-context";
import { siteConfiguration } from "./configuration/site-configuration";
import { siteRoutes } from "./locales/site-routes";

/** What a page needs from the build beyond its query. */
function extraContext(page: SitePage, repoDir: string): Record<string, unknown> {
  // The draft preview reads the post from WordPress in the browser: it needs its address.
  if (isPreviewPage(page.path)) return { wordpressUrl: siteConfiguration().wordpressUrl };
  // The editor's preview checks a page's links as the content API does: against the routes of src/pages.
  if (isEditorPreviewPage(page.path)) return { siteRoutes: siteRoutes(path.join(repoDir, "src", "pages")) };
  return {};
}

/**
 * Every page of src/pages becomes one page per language (gatsby/locales/page-i18n-context.ts). Pages
 * made with their `i18n` context are left as they are (Gatsby does not pass the site's own createPages
 * pages here anyway: products and news make their languages themselves).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, store }) => {
  if (page.context && typeof page.context.i18n === "object") return;
  const { program } = store.getState() as { program: { directory: string } };
  const context = { ...page.context, ...extraContext(page as SitePage, program.directory) };
  actions.deletePage(page);
  for (const localePage of localePages({ ...(page as SitePage), context })) actions.createPage(localePage);
};
