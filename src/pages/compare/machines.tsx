import { graphql, type PageProps } from "gatsby";
import { ComparisonTable } from "../../compare/ComparisonTable";
import { comparisonTexts } from "../../compare/comparison-texts";
import { specificationComparison } from "../../compare/machine-rows";
import { useTranslation } from "../../shared/i18n/page-i18n";
import { useLanguage } from "../../shared/i18n/use-language";
import { ContentPage } from "../../shared/sections/ContentPage";
import { pageHead } from "../../shared/seo/page-head";

/** The machines' specifications side by side (docs/technical-data.md); peripherals are not compared. */
export default function CompareMachinesPage({ data }: PageProps<Queries.CompareMachinesPageQuery>) {
  const { t } = useTranslation("compare");
  const { t: product } = useTranslation("product");
  const language = useLanguage();
  const machines = data.products.nodes.filter((node) => node.category !== "peripheral");
  const rows = specificationComparison(machines, language, (property) =>
    product(`labels.specifications.properties.${property}`),
  );
  const items = machines.map((machine) => ({
    id: machine.slug,
    name: machine.name,
    href: `/products/${machine.slug}/`,
  }));
  return (
    <ContentPage ns="compare" keyPrefix="machines">
      <ComparisonTable param="machines" items={items} rows={rows} texts={comparisonTexts(t, "machines")} />
    </ContentPage>
  );
}

export const Head = pageHead("compare", { keyPrefix: "machines" });

export const query = graphql`
  query CompareMachinesPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "compare", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        ...ProductName
        category
        ...ProductSpecifications
      }
    }
  }
`;
