import { graphql, type PageProps } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { MaterialList } from "../materials/MaterialList";
import { MaterialFilters } from "../materials/MaterialFilters";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";

export default function ApplicationCenterPage({ data }: PageProps<Queries.ApplicationCenterPageQuery>) {
  const language = useLanguage();
  return (
    <ContentPage ns="applicationcenter">
      <MaterialList
        materials={data.materials.nodes}
        language={language}
        filters={
          <MaterialFilters
            materials={data.materials.nodes}
            products={data.products.nodes}
            language={language}
          />
        }
      />
    </ContentPage>
  );
}

export const Head = pageHead("applicationcenter");

export const query = graphql`
  query ApplicationCenterPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "applicationcenter"] }, language: { eq: $language } }) {
      ...PageLocales
    }
    materials: allMaterialsJson(sort: { order: ASC }) {
      nodes {
        ...ListedMaterial
      }
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;
