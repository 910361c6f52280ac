import { graphql } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { pageHead } from "../shared/seo/page-head";

export default function AcademyPage() {
  return <ContentPage ns="academy" />;
}

export const Head = pageHead("academy");

export const query = graphql`
  query AcademyPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "academy"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
  }
`;
