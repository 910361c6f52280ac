import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { PageHero } from "../shared/sections/PageHero";
import { FeedLink } from "../news/FeedLink";
import { NewsSection } from "../news/NewsSection";
import { Pagination } from "../news/Pagination";
import { PostList } from "../news/PostList";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";

interface NewsIndexContext {
  page: number;
  pageCount: number;
}

export default function NewsIndexPage({
  data,
  pageContext,
}: PageProps<Queries.NewsIndexPageQuery, NewsIndexContext>) {
  const { t } = useTranslation("news");
  const language = useLanguage();
  return (
    <>
      <PageHero hero={{ title: t("title"), lead: t("intro") }} />
      <NewsSection>
        <PostList posts={data.posts.nodes} language={language} />
        <Pagination page={pageContext.page} pageCount={pageContext.pageCount} language={language} />
        <FeedLink language={language} />
      </NewsSection>
    </>
  );
}

export const Head = pageHead<Queries.NewsIndexPageQuery>("news", { feed: true });

export const query = graphql`
  query NewsIndexPage($language: String!, $skip: Int!, $limit: Int!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    posts: allWpNewsPost(
      filter: { language: { eq: $language } }
      sort: [{ sticky: DESC }, { date: DESC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...NewsPostCard
      }
    }
  }
`;
