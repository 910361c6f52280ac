import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { PageHero } from "../shared/sections/PageHero";
import { NewsSection } from "../news/NewsSection";
import { PostList } from "../news/PostList";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";
import { newsIndexPath } from "../news/news-paths";

export default function NewsCategoryPage({ data }: PageProps<Queries.NewsCategoryPageQuery>) {
  const { t } = useTranslation("news");
  const language = useLanguage();
  return (
    <>
      <PageHero hero={{ eyebrow: t("categories"), title: data.category?.name ?? "", lead: t("intro") }} />
      <NewsSection>
        <PostList posts={data.posts.nodes} language={language} />
        <p>
          <a href={newsIndexPath(language)}>{t("backToNews")}</a>
        </p>
      </NewsSection>
    </>
  );
}

export const Head = pageHead<Queries.NewsCategoryPageQuery>("news", {
  meta: (data, _language, t) => ({ title: data.category?.name ?? "", description: t("intro") }),
  feed: true,
});

export const query = graphql`
  query NewsCategoryPage($language: String!, $categoryId: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    category: wpNewsCategory(id: { eq: $categoryId }) {
      name
    }
    posts: allWpNewsPost(
      filter: { language: { eq: $language }, categories: { elemMatch: { id: { eq: $categoryId } } } }
      sort: { date: DESC }
    ) {
      nodes {
        ...NewsPostCard
      }
    }
  }
`;
