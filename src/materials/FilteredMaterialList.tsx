import type { Language } from "../shared/i18n/languages";
import { MaterialFilters } from "./MaterialFilters";
import { MaterialList } from "./MaterialList";
import { matches, type Facet } from "./material-filters";

/**
 * The materials list under its filter links, from the `FilteredMaterials` fragment: the application
 * center shows every material, a filter page (`current`) those of its value.
 */
export function FilteredMaterialList({
  data,
  language,
  current,
}: {
  data: Queries.FilteredMaterialsFragment;
  language: Language;
  current?: { facet: Facet; value: string };
}) {
  const all = data.materials.nodes;
  const shown = current ? all.filter((material) => matches(material, current.facet, current.value)) : all;
  return (
    <MaterialList
      materials={shown}
      language={language}
      filters={
        <MaterialFilters
          materials={all}
          products={data.products.nodes}
          language={language}
          current={current}
        />
      }
    />
  );
}
