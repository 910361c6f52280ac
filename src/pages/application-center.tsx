import { graphql, type PageProps } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { MaterialList } from "../materials/MaterialList";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";

export default function ApplicationCenterPage({ data }: PageProps<Queries.ApplicationCenterPageQuery>) {
  const language = useLanguage();
  return (
    <ContentPage ns="applicationcenter">
      <MaterialList materials={data.materials.nodes} language={language} />
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
        jsonId
        title {
          en
          de
        }
        family {
          en
          de
        }
        imageAlt {
          en
          de
        }
        datasheet
        image {
          childImageSharp {
            gatsbyImageData(
              width: 400
              aspectRatio: 1.3333
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP]
            )
          }
        }
      }
    }
  }
`;
