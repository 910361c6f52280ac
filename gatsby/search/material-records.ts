import { LANGUAGES, localizePath, type Language } from "../../src/shared/i18n/languages";
import { materialAnchor } from "../../src/materials/material-anchor";
import type { Material } from "../../src/types/collections";
import type { SearchKind } from "../../src/search/page-kind";

/** An entry of the search index that is not a page of its own (Pagefind's custom record). */
export interface SearchRecord {
  url: string;
  language: Language;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, SearchKind[]>;
}

/** The fields of a material (data/materials/) the search needs. */
export type MaterialEntry = Pick<Material, "id" | "title" | "family" | "datasheet">;

/**
 * One search entry per material and language: found by its name, its family and its datasheet, leading
 * to the material in the application center's list, with the datasheet's address for the result.
 */
export function materialRecords(
  materials: readonly MaterialEntry[],
  datasheetLabel: Record<Language, string>,
): SearchRecord[] {
  return LANGUAGES.flatMap((language) =>
    materials.map((material) => {
      const title = material.title[language];
      return {
        url: `${localizePath("/application-center/", language)}#${materialAnchor(material.id)}`,
        language,
        content: `${title}. ${material.family[language]}. ${datasheetLabel[language]}: ${title}.`,
        meta: { title, datasheet: material.datasheet },
        filters: { kind: ["material"] },
      };
    }),
  );
}
