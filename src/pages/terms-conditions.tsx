import { graphql } from "gatsby";
import { ContentPage } from "../components/content/ContentPage";
import { LegalNotice } from "../components/content/LegalNotice";
import { pageHead } from "../components/seo/page-head";

export default function TermsConditionsPage() {
  return <ContentPage ns="terms_conditions" intro={<LegalNotice />} />;
}

export const Head = pageHead("terms_conditions");

export const query = graphql`
  query TermsConditionsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "terms_conditions"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
