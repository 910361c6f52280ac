import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { PROCESSES } from "../types/collections";
import {
  FACETS,
  filterLabel,
  filterPath,
  filterValues,
  type Facet,
  type FilteredMaterial,
  type FilterValue,
} from "./material-filters";
import * as styles from "./MaterialFilters.module.css";

/** The filters of `materials`, worded in `language`: machines by the names of `products` (in their order). */
export function MaterialFilters({
  materials,
  products,
  language,
  current,
}: {
  materials: readonly FilteredMaterial[];
  products: readonly { slug: string; name: string }[];
  language: Language;
  current?: { facet: Facet; value: string };
}) {
  const { t } = useTranslation("applicationcenter");
  const words = {
    materials,
    products,
    language,
    processName: (process: string) => t(`materials.filters.processes.${process}`),
  };
  const values = filterValues(
    materials,
    PROCESSES,
    products.map((product) => product.slug),
  );
  return (
    <FilterLinks
      values={values}
      label={(value) => filterLabel(value.facet, value.value, words)}
      current={current}
    />
  );
}

/**
 * The materials' filters as plain links, one group per facet (process, family, machine), each value with how
 * many materials it shows; the page of the current one is marked. Works without script.
 */
function FilterLinks({
  values,
  label,
  current,
}: {
  values: readonly FilterValue[];
  /** A value's words in the page's language. */
  label: (value: FilterValue) => string;
  /** The filter whose page this is; none on the full list. */
  current?: { facet: Facet; value: string };
}) {
  const { t } = useTranslation("applicationcenter");
  return (
    <nav className={styles.filters} aria-label={t("materials.filters.label")}>
      <p className={styles.all}>
        <LocalizedLink to="/application-center/#materials" aria-current={current ? undefined : "page"}>
          {t("materials.filters.all")}
        </LocalizedLink>
      </p>
      {FACETS.map((facet) => {
        const ofFacet = values.filter((value) => value.facet === facet);
        if (ofFacet.length === 0) return null;
        return (
          <div key={facet} className={styles.group}>
            <p id={`filter-${facet}`} className={styles.facet}>
              {t(`materials.filters.facets.${facet}`)}
            </p>
            <ul className={styles.values} aria-labelledby={`filter-${facet}`}>
              {ofFacet.map((value) => {
                const isCurrent = current?.facet === facet && current.value === value.value;
                return (
                  <li key={value.value}>
                    <LocalizedLink
                      to={filterPath(facet, value.value)}
                      className={styles.value}
                      aria-current={isCurrent ? "page" : undefined}
                    >
                      {t("materials.filters.count", { label: label(value), count: value.count })}
                    </LocalizedLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
