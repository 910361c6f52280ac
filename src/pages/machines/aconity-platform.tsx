import { graphql } from "gatsby";
import { ContentPage } from "../../components/content/ContentPage";
import { pageHead } from "../../components/seo/page-head";

export default function AconityPlatformPage() {
  return <ContentPage ns="machines" keyPrefix="platform" />;
}

export const Head = pageHead("machines", { keyPrefix: "platform" });

export const query = graphql`
  query AconityPlatformPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "machines"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
