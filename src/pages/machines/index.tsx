import { graphql, type PageProps } from "gatsby";
import { MachineCategoryPage } from "../../products/MachineCategoryPage";
import { pageHead } from "../../shared/seo/page-head";

export default function MachinesPage({ data }: PageProps<Queries.MachinesPageQuery>) {
  return <MachineCategoryPage keyPrefix="overview" list="all" products={data.products.nodes} />;
}

export const Head = pageHead("machines", { keyPrefix: "overview" });

export const query = graphql`
  query MachinesPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "machines", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
