import { graphql } from "gatsby";
import { CompanyRegister } from "../legal/CompanyRegister";
import { ContentPage } from "../shared/sections/ContentPage";
import { LegalNotice } from "../legal/LegalNotice";
import { pageHead } from "../shared/seo/page-head";

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
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
