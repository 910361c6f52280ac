import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LocalizedLink } from "../components/links/LocalizedLink";
import { PlainSection } from "../components/content/PlainSection";
import { pageHead } from "../components/seo/page-head";

/** The sign-in callback (redirect URI). Until sign-in is configured it says so. */
export default function LoginPage() {
  const { t } = useTranslation("common");
  return (
    <PlainSection id="login" title={t("login.title")} headingLevel={1}>
      <p role="status">{t("login.notConfigured")}</p>
      <p>{t("login.notConfiguredHelp")}</p>
      <p>
        <LocalizedLink to="/">{t("login.home")}</LocalizedLink>
      </p>
    </PlainSection>
  );
}

export const Head = pageHead("common", { keyPrefix: "login", noindex: true });

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
