import { graphql } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { LegalNotice } from "../legal/LegalNotice";
import { pageHead } from "../shared/seo/page-head";

export default function PrivacyPage() {
  return <ContentPage ns="privacy" intro={<LegalNotice />} />;
}

export const Head = pageHead("privacy");

export const query = graphql`
  query PrivacyPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "privacy"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
