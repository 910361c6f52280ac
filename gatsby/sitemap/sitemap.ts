import { alternateLinks } from "../../src/shared/i18n/alternates";
import { stripLanguagePrefix } from "../../src/shared/i18n/languages";
import { isPreviewPage } from "../../src/preview/preview-page";
import { isEditorPreviewPage } from "../../src/editor-preview/editor-preview-page";
import type { Alternates } from "../../src/shared/i18n/page-alternates";
import { siteConfiguration } from "../configuration/site-configuration";

interface SitemapPage {
  path: string;
  pageContext: { i18n?: { originalPath: string }; alternates?: Alternates };
}

/** Pages that are not content: not-found pages, the sign-in callback, the search page and the previews. */
export function isIndexable(pagePath: string): boolean {
  return (
    !/(^|\/)(404|404\.html|dev-404-page|login)\/?$/.test(pagePath) &&
    !/^\/search\/?$/.test(stripLanguagePrefix(pagePath)) &&
    !isPreviewPage(pagePath) &&
    !isEditorPreviewPage(pagePath)
  );
}

/** Options for gatsby-plugin-sitemap: every indexable page with its language alternates. */
export const sitemapOptions = {
  // In the order of the addresses: Gatsby lists pages in the order they were last written, which an
  // incremental build changes.
  query: `{ allSitePage(sort: { path: ASC }) { nodes { path pageContext } } }`,
  resolveSiteUrl: () => siteConfiguration().siteUrl,
  resolvePages: (data: { allSitePage: { nodes: SitemapPage[] } }) =>
    data.allSitePage.nodes.filter((page) => isIndexable(page.path)),
  serialize: (page: SitemapPage) => ({
    url: page.path,
    links: page.pageContext.i18n
      ? alternateLinks(
          page.pageContext.alternates ?? page.pageContext.i18n.originalPath,
          siteConfiguration().siteUrl,
        ).map((link) => ({
          lang: link.hrefLang,
          url: link.href,
        }))
      : [],
  }),
};
