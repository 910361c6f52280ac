import { localizePath, type Language } from "../shared/i18n/languages";

/** The anchor of a material in the application center's list, where its search result leads. */
export const materialAnchor = (id: string) => `material-${id}`;

/** Where a material's datasheet page is: /materials/<id>/ (/materials itself redirects to the list). */
export const materialPath = (id: string) => `/materials/${id}/`;

/**
 * The datasheet PDF a visitor downloads in `language`: the entry's own PDF where it names one (an upload
 * wins), else the one the build generates from the entry beside its page (docs/technical-data.md).
 */
export const datasheetHref = (
  material: { jsonId: string; datasheet?: string | null },
  language: Language,
): string => material.datasheet ?? localizePath(`${materialPath(material.jsonId)}datasheet.pdf`, language);
