import type { GatsbyNode } from "gatsby";
import { isPreviewPage } from "../src/preview/preview-page";
import { localePages, type SitePage } from "./locales/page-i18n-context";
import { siteConfiguration } from "./configuration/site-configuration";

/**
 * Every page of src/pages becomes one page per language (gatsby/locales/page-i18n-context.ts). Pages
 * made with their `i18n` context are left as they are (Gatsby does not pass the site's own createPages
 * pages here anyway: products and news make their languages themselves).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && typeof page.context.i18n === "object") return;
  const context = isPreviewPage(page.path)
    ? // The draft preview reads the post from WordPress in the browser: it needs its address.
      { ...page.context, wordpressUrl: siteConfiguration().wordpressUrl }
    : page.context;
  actions.deletePage(page);
  for (const localePage of localePages({ ...(page as SitePage), context })) actions.createPage(localePage);
};
