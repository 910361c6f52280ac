import { graphql, type PageProps } from "gatsby";
import { MachineCategoryPage } from "../../products/MachineCategoryPage";
import { pageHead } from "../../shared/seo/page-head";
import { MachineVideoSection } from "../../video/MachineVideoSection";

export default function MetalLpbfPage({ data }: PageProps<Queries.MetalLpbfPageQuery>) {
  return (
    <MachineCategoryPage keyPrefix="metalLpbf" list="metal" products={data.products.nodes}>
      <MachineVideoSection keyPrefix="metalLpbf" />
    </MachineCategoryPage>
  );
}

export const Head = pageHead("machines", { keyPrefix: "metalLpbf" });

export const query = graphql`
  query MetalLpbfPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "machines", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(filter: { category: { in: ["metal"] } }, sort: { order: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
