import type { GatsbyNode } from "gatsby";
import site from "../data/site.json";
import { readSiteConfig } from "../src/config/site-config";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/i18n/languages";
import { isPreviewPage } from "../src/news/preview/preview-page";

interface I18nPageContext {
  i18n?: { language: string; routed: boolean };
}

/**
 * gatsby-plugin-react-i18next 3.0.1 prefixes the match path of a translated 404 page twice ("/de/de/*"),
 * so unknown German paths would show the English page. Give each translated 404 page "/{language}/*".
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const context = page.context as I18nPageContext;
  if (isPreviewPage(page.path) && !("wordpressUrl" in (page.context ?? {}))) {
    // The draft preview reads the post from WordPress in the browser: it needs its address.
    actions.deletePage(page);
    actions.createPage({
      ...page,
      context: {
        ...page.context,
        wordpressUrl: readSiteConfig(process.env, { siteUrl: site.url }).wordpressUrl,
      },
    });
    return;
  }
  const language = context.i18n?.language;
  if (!language || language === DEFAULT_LANGUAGE || !LANGUAGES.includes(language as never)) return;
  const broken = `/${language}/${language}/*`;
  if (page.matchPath !== broken) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: `/${language}/*` });
};
