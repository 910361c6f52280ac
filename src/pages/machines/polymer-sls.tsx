import { graphql, type PageProps } from "gatsby";
import { MachineCategoryPage } from "../../products/MachineCategoryPage";
import { pageHead } from "../../shared/seo/page-head";
import { MachineVideoSection } from "../../video/MachineVideoSection";

export default function PolymerSlsPage({ data }: PageProps<Queries.PolymerSlsPageQuery>) {
  return (
    <MachineCategoryPage keyPrefix="polymerSls" list="polymer" products={data.products.nodes}>
      <MachineVideoSection keyPrefix="polymerSls" />
    </MachineCategoryPage>
  );
}

export const Head = pageHead("machines", { keyPrefix: "polymerSls" });

export const query = graphql`
  query PolymerSlsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "machines", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(filter: { category: { in: ["polymer"] } }, sort: { order: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
