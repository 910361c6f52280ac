import { graphql } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { pageHead } from "../shared/seo/page-head";

export default function ConsultingPage() {
  return <ContentPage ns="consulting" />;
}

export const Head = pageHead("consulting");

export const query = graphql`
  query ConsultingPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "consulting"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
