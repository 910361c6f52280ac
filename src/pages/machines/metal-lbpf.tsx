import { graphql } from "gatsby";
import { ContentPage } from "../../components/content/ContentPage";
import { pageHead } from "../../components/seo/page-head";

export default function MetalLpbfPage() {
  return <ContentPage ns="machines" keyPrefix="metalLpbf" />;
}

export const Head = pageHead("machines", { keyPrefix: "metalLpbf" });

export const query = graphql`
  query MetalLpbfPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "machines"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
