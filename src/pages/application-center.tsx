import { graphql, type PageProps } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { FilteredMaterialList } from "../materials/FilteredMaterialList";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";

export default function ApplicationCenterPage({ data }: PageProps<Queries.ApplicationCenterPageQuery>) {
  const language = useLanguage();
  return (
    <ContentPage ns="applicationcenter">
      <FilteredMaterialList data={data} language={language} />
    </ContentPage>
  );
}

export const Head = pageHead("applicationcenter");

export const query = graphql`
  query ApplicationCenterPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "applicationcenter"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    ...FilteredMaterials
  }
`;
