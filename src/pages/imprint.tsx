import { graphql } from "gatsby";
import { CompanyRegister } from "../components/content/CompanyRegister";
import { ContentPage } from "../components/content/ContentPage";
import { LegalNotice } from "../components/content/LegalNotice";
import { pageHead } from "../components/seo/page-head";

export default function ImprintPage() {
  return (
    <ContentPage
      ns="imprint"
      intro={
        <>
          <LegalNotice />
          <CompanyRegister />
        </>
      }
    />
  );
}

export const Head = pageHead("imprint");

export const query = graphql`
  query ImprintPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "imprint", "impressum"] }, language: { eq: $language } }
    ) {
      ...PageLocales
    }
  }
`;
