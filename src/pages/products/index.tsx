import { graphql } from "gatsby";
import { ContentPage } from "../../components/content/ContentPage";
import { pageHead } from "../../components/seo/page-head";

export default function ProductsPage() {
  return <ContentPage ns="product" keyPrefix="overview" />;
}

export const Head = pageHead("product", { keyPrefix: "overview" });

export const query = graphql`
  query ProductsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "product"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
