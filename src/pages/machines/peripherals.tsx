import { graphql } from "gatsby";
import { ContentPage } from "../../components/content/ContentPage";
import { pageHead } from "../../components/seo/page-head";

export default function PeripheralsPage() {
  return <ContentPage ns="machines" keyPrefix="peripherals" />;
}

export const Head = pageHead("machines", { keyPrefix: "peripherals" });

export const query = graphql`
  query PeripheralsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "machines"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
