import { graphql } from "gatsby";
import { ContentPage } from "../components/content/ContentPage";
import { pageHead } from "../components/seo/page-head";

export default function JobsPage() {
  return <ContentPage ns="jobs" />;
}

export const Head = pageHead("jobs");

export const query = graphql`
  query JobsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "jobs"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
