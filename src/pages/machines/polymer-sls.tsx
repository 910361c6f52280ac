import { graphql } from "gatsby";
import { ContentPage } from "../../components/content/ContentPage";
import { pageHead } from "../../components/seo/page-head";

export default function PolymerSlsPage() {
  return <ContentPage ns="machines" keyPrefix="polymerSls" />;
}

export const Head = pageHead("machines", { keyPrefix: "polymerSls" });

export const query = graphql`
  query PolymerSlsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "machines"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
