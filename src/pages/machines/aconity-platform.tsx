import { graphql, type PageProps } from "gatsby";
import { MachineCategoryPage } from "../../products/MachineCategoryPage";
import { pageHead } from "../../shared/seo/page-head";

export default function AconityPlatformPage({ data }: PageProps<Queries.AconityPlatformPageQuery>) {
  return <MachineCategoryPage keyPrefix="platform" list="platform" products={data.products.nodes} />;
}

export const Head = pageHead("machines", { keyPrefix: "platform" });

export const query = graphql`
  query AconityPlatformPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "machines", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(filter: { category: { in: ["metal", "polymer"] } }, sort: { order: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
