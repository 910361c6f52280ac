import { graphql } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { pageHead } from "../shared/seo/page-head";

export default function TestingPage() {
  return <ContentPage ns="testing" />;
}

export const Head = pageHead("testing");

export const query = graphql`
  query TestingPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "testing"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
