import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ContentPage } from "../components/content/ContentPage";
import { PlainSection } from "../components/content/PlainSection";
import { pageHead } from "../components/seo/page-head";
import { useSiteSettings } from "../hooks/use-site-settings";

export default function GetQuotePage() {
  const { t } = useTranslation("get_quote");
  const { site } = useSiteSettings();
  return (
    <ContentPage ns="get_quote">
      <PlainSection id="quote-request" title={t("form.title")}>
        <p>{t("form.intro")}</p>
        <p>
          <a href={`mailto:${site.contacts.salesEmail}`}>{site.contacts.salesEmail}</a>
        </p>
      </PlainSection>
    </ContentPage>
  );
}

export const Head = pageHead("get_quote");

export const query = graphql`
  query GetQuotePage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "get_quote"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
