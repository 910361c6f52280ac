import { graphql, type PageProps } from "gatsby";
import { MachineCategoryPage } from "../../products/MachineCategoryPage";
import { pageHead } from "../../shared/seo/page-head";

export default function PeripheralsPage({ data }: PageProps<Queries.PeripheralsPageQuery>) {
  return <MachineCategoryPage keyPrefix="peripherals" list="peripheral" products={data.products.nodes} />;
}

export const Head = pageHead("machines", { keyPrefix: "peripherals" });

export const query = graphql`
  query PeripheralsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "machines", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(filter: { category: { in: ["peripheral"] } }, sort: { order: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
