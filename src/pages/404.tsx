import { graphql } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { PlainSection } from "../shared/sections/PlainSection";
import { pageHead } from "../shared/seo/page-head";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <PlainSection id="not-found" title={t("notFound.title")} headingLevel={1}>
      <p>{t("notFound.text")}</p>
      <ul>
        <li>
          <LocalizedLink to="/">{t("notFound.home")}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/machines/">{t("notFound.machines")}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/#contact">{t("notFound.contact")}</LocalizedLink>
        </li>
      </ul>
    </PlainSection>
  );
}

export const Head = pageHead("common", { keyPrefix: "notFound", noindex: true });

// Every language's texts: this page answers unknown addresses of every language (its context's `byAddress`).
export const query = graphql`
  query NotFoundPage {
    locales: allLocale(filter: { ns: { in: ["common"] } }, sort: [{ language: ASC }, { ns: ASC }]) {
      ...PageLocales
    }
  }
`;
