import { graphql, type PageProps } from "gatsby";
import { ComparisonTable } from "../../compare/ComparisonTable";
import { comparisonTexts } from "../../compare/comparison-texts";
import { valueComparison } from "../../compare/material-rows";
import { materialPath } from "../../materials/material-anchor";
import { useTranslation } from "../../shared/i18n/page-i18n";
import { useLanguage } from "../../shared/i18n/use-language";
import { ContentPage } from "../../shared/sections/ContentPage";
import { pageHead } from "../../shared/seo/page-head";

/** The materials' typical values side by side (docs/technical-data.md). */
export default function CompareMaterialsPage({ data }: PageProps<Queries.CompareMaterialsPageQuery>) {
  const { t } = useTranslation("compare");
  const { t: center } = useTranslation("applicationcenter");
  const language = useLanguage();
  const materials = data.materials.nodes;
  const rows = valueComparison(materials, language, (row) =>
    [
      center(`datasheet.properties.${row.property}`),
      center(`datasheet.conditions.${row.condition}`),
      ...(row.orientation ? [center(`datasheet.orientations.${row.orientation}`)] : []),
    ].join(", "),
  );
  const items = materials.map((material) => ({
    id: material.jsonId,
    name: material.title[language],
    href: materialPath(material.jsonId),
  }));
  return (
    <ContentPage ns="compare" keyPrefix="materials">
      <ComparisonTable param="materials" items={items} rows={rows} texts={comparisonTexts(t, "materials")} />
    </ContentPage>
  );
}

export const Head = pageHead("compare", { keyPrefix: "materials" });

export const query = graphql`
  query CompareMaterialsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "compare", "applicationcenter"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    materials: allMaterialsJson(sort: { order: ASC }) {
      nodes {
        jsonId
        title {
          en
          de
        }
        ...MaterialValues
      }
    }
  }
`;
