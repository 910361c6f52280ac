import { graphql, type PageProps } from "gatsby";
import { FilteredMaterialList } from "../materials/FilteredMaterialList";
import { filterLabel, type Facet, type FilteredMaterial } from "../materials/material-filters";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { Translate } from "../shared/i18n/translate";
import { useLanguage } from "../shared/i18n/use-language";
import { PageHero } from "../shared/sections/PageHero";
import { pageHead, type LocalizedPageContext } from "../shared/seo/page-head";

type FilterPageData = Queries.MaterialFilterPageQuery;
interface FilterContext extends LocalizedPageContext {
  facet: Facet;
  value: string;
}

/** "Materials qualified on AconityMIDI": the filter page's title in `language`. */
function filterTitle(
  data: FilterPageData,
  { facet, value }: FilterContext,
  language: Language,
  t: Translate,
) {
  const words = {
    materials: data.materials.nodes as readonly FilteredMaterial[],
    products: data.products.nodes,
    language,
    processName: (process: string) => t(`materials.filters.processes.${process}`),
  };
  return t(`materials.filters.titles.${facet}`, { value: filterLabel(facet, value, words) });
}

/** The materials of one filter (gatsby/pages/materials.ts makes one page per value that shows any). */
export default function MaterialFilterPage({ data, pageContext }: PageProps<FilterPageData, FilterContext>) {
  const { t } = useTranslation("applicationcenter");
  const language = useLanguage();
  const { facet, value } = pageContext;
  return (
    <>
      <PageHero
        hero={{ eyebrow: t("materials.title"), title: filterTitle(data, pageContext, language, t), lead: "" }}
      />
      <FilteredMaterialList data={data} language={language} current={{ facet, value }} />
    </>
  );
}

export const Head = pageHead<FilterPageData>("applicationcenter", {
  meta: (data, language, t, pageContext) => {
    const title = filterTitle(data, pageContext as FilterContext, language, t);
    return { title, description: t("materials.filters.description", { title }) };
  },
});

export const query = graphql`
  query MaterialFilterPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "applicationcenter"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    ...FilteredMaterials
  }
`;
