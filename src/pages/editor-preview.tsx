import { graphql, type PageProps } from "gatsby";
import { useMemo } from "react";
import { EditorPreview } from "../editor-preview/EditorPreview";
import type { WarningWords } from "../editor-preview/PreviewWarnings";
import type { PreviewData } from "../editor-preview/preview-props";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";

/**
 * The preview /admin/ shows beside the editor's form: the entry being edited, rendered by the site's own
 * components (docs/editing.md). Framed by /admin/ only, not indexed, not in the sitemap or the search.
 */
export default function EditorPreviewPage({
  data,
  pageContext,
}: PageProps<Queries.EditorPreviewPageQuery, { siteRoutes: string[] }>) {
  const language = useLanguage();
  // The warnings speak the editor's language, whichever page the pane shows.
  const editorWords = useMemo(
    () =>
      Object.fromEntries(
        data.editorTexts.nodes.map(({ language: wordsLanguage, data: text }) => {
          const words = JSON.parse(text) as {
            problems: Record<string, string>;
            preview: { warnings: string };
          };
          return [wordsLanguage, { heading: words.preview.warnings, problems: words.problems }];
        }),
      ) as Record<string, WarningWords>,
    [data.editorTexts],
  );
  return (
    <EditorPreview
      data={data as unknown as PreviewData}
      routes={pageContext.siteRoutes}
      language={language}
      editorWords={editorWords}
    />
  );
}

export const Head = pageHead("editor", { keyPrefix: "preview", noindex: true });

// Every page's texts (a page's texts show on their page) and every list an entry takes its place in.
export const query = graphql`
  query EditorPreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }, sort: { ns: ASC }) {
      ...PageLocales
    }
    editorTexts: allLocale(filter: { ns: { eq: "editor" } }, sort: { language: ASC }) {
      nodes {
        language
        data
      }
    }
    site {
      buildTime
    }
    siteJson {
      contacts {
        jobsEmail
      }
    }
    locations: allLocationsJson {
      nodes {
        jsonId
        timeZone
      }
    }
    jobs: allJobsJson(sort: { closes_at: DESC }) {
      nodes {
        ...JobPosting
      }
    }
    members: allTeamJson(sort: { order: ASC }) {
      nodes {
        order
        ...TeamMember
      }
    }
    partners: allPartnersJson(sort: { order: ASC }) {
      nodes {
        order
        ...PartnerLogo
      }
    }
    slides: allHomeGalleryJson {
      nodes {
        ...GallerySlide
      }
    }
    prints: allPrintGalleryJson {
      nodes {
        ...PrintedPart
      }
    }
    materials: allMaterialsJson(sort: { order: ASC }) {
      nodes {
        ...DatasheetMaterial
      }
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        ...ProductDetail
      }
    }
  }
`;
