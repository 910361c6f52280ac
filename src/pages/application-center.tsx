import { graphql } from "gatsby";
import { ContentPage } from "../components/content/ContentPage";
import { pageHead } from "../components/seo/page-head";

export default function ApplicationCenterPage() {
  return <ContentPage ns="applicationcenter" />;
}

export const Head = pageHead("applicationcenter");

export const query = graphql`
  query ApplicationCenterPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "applicationcenter"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
