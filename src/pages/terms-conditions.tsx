import { graphql } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { LegalNotice } from "../legal/LegalNotice";
import { pageHead } from "../shared/seo/page-head";

export default function TermsConditionsPage() {
  return <ContentPage ns="terms_conditions" intro={<LegalNotice />} />;
}

export const Head = pageHead("terms_conditions");

export const query = graphql`
  query TermsConditionsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "terms_conditions"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
