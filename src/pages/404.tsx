import React from "react";
import { graphql } from "gatsby";
import { Link, useTranslation } from "gatsby-plugin-react-i18next";
import { PlainSection } from "../components/content/PlainSection";
import { pageHead } from "../components/seo/page-head";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <PlainSection id="not-found" title={t("notFound.title")} headingLevel={1}>
      <p>{t("notFound.text")}</p>
      <ul>
        <li>
          <Link to="/">{t("notFound.home")}</Link>
        </li>
        <li>
          <Link to="/machines/">{t("notFound.machines")}</Link>
        </li>
        <li>
          <Link to="/#contact">{t("notFound.contact")}</Link>
        </li>
      </ul>
    </PlainSection>
  );
}

export const Head = pageHead("common", { keyPrefix: "notFound", noindex: true });

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
