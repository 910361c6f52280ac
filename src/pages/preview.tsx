import { graphql, type PageProps } from "gatsby";
import { DraftPreview } from "../preview/DraftPreview";
import { pageHead, type LocalizedPageContext } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";

/**
 * The preview of a WordPress post before it is published (/preview/?post=…&token=…, linked from
 * WordPress by the site-publisher plugin). Not indexed, not in the sitemap; gatsby/on-create-page.ts
 * gives it the WordPress address, and its Content Security Policy lets it read from there only.
 */
export default function PreviewPage({
  pageContext,
}: PageProps<Queries.PreviewPageQuery, LocalizedPageContext & { wordpressUrl?: string | null }>) {
  const language = useLanguage();
  return <DraftPreview wordpressUrl={pageContext.wordpressUrl ?? null} language={language} />;
}

export const Head = pageHead("news", { keyPrefix: "preview", noindex: true });

export const query = graphql`
  query PreviewPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
