import { graphql, type PageProps } from "gatsby";
import { NewsPost } from "../news/NewsPost";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";
import { shortDescription } from "../news/short-description";

export default function NewsPostPage({ data }: PageProps<Queries.NewsPostPageQuery>) {
  const language = useLanguage();
  if (!data.post) return null;
  return <NewsPost post={data.post} newer={data.newer} older={data.older} language={language} />;
}

export const Head = pageHead<Queries.NewsPostPageQuery>("news", {
  meta: (data, _language, t) => ({
    title: data.post?.title ?? t("title"),
    description: data.post?.protected
      ? t("protected")
      : shortDescription(data.post?.excerptText ?? "") || t("intro"),
  }),
  feed: true,
});

export const query = graphql`
  query NewsPostPage($language: String!, $id: String!, $newerId: String, $olderId: String) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    post: wpNewsPost(id: { eq: $id }) {
      title
      date
      dateText
      excerptText
      contentHtml
      protected
      featuredImageAlt
      featuredImage {
        childImageSharp {
          gatsbyImageData(width: 960, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
      author {
        name
      }
      categories {
        slug
        name
        isLanguageMarker
      }
    }
    newer: wpNewsPost(id: { eq: $newerId }) {
      slug
      title
    }
    older: wpNewsPost(id: { eq: $olderId }) {
      slug
      title
    }
  }
`;
