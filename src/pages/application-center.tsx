import { graphql, type PageProps } from "gatsby";
import { ContentPage } from "../components/content/ContentPage";
import { MaterialList } from "../components/materials/MaterialList";
import { pageHead } from "../components/seo/page-head";
import { useLanguage } from "../hooks/use-language";

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
