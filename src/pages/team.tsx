import { graphql } from "gatsby";
import { ContentPage } from "../components/content/ContentPage";
import { pageHead } from "../components/seo/page-head";

export default function TeamPage() {
  return <ContentPage ns="team" />;
}

export const Head = pageHead("team");

export const query = graphql`
  query TeamPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "team"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
