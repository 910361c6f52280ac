import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { ContentPage } from "../shared/sections/ContentPage";
import { PlainSection } from "../shared/sections/PlainSection";
import { DeferredQuoteForm } from "../forms/DeferredForms";
import { pageHead } from "../shared/seo/page-head";
import { useSiteSettings } from "../shared/hooks/use-site-settings";

export default function GetQuotePage({ data }: PageProps<Queries.GetQuotePageQuery>) {
  const { t } = useTranslation("get_quote");
  const { site } = useSiteSettings();
  const materials = data.materials.nodes.map((material) => ({ id: material.jsonId, title: material.title }));
  return (
    <ContentPage ns="get_quote">
      <PlainSection id="quote-request" title={t("form.title")}>
        <p>{t("form.intro")}</p>
        <DeferredQuoteForm
          email={site.contacts.salesEmail}
          products={data.products.nodes}
          materials={materials}
        />
      </PlainSection>
    </ContentPage>
  );
}

export const Head = pageHead("get_quote");

export const query = graphql`
  query GetQuotePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "get_quote", "forms"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    materials: allMaterialsJson(sort: { order: ASC }) {
      nodes {
        jsonId
        title {
          en
          de
        }
      }
    }
  }
`;
