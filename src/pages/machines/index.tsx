import { graphql } from "gatsby";
import { ContentPage } from "../../components/content/ContentPage";
import { pageHead } from "../../components/seo/page-head";

export default function MachinesPage() {
  return <ContentPage ns="machines" keyPrefix="overview" />;
}

export const Head = pageHead("machines", { keyPrefix: "overview" });

export const query = graphql`
  query MachinesPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "machines"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
