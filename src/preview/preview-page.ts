import { stripLanguagePrefix } from "../shared/i18n/languages";

/** The draft preview page in each language: "/preview/", "/de/preview/". */
export function isPreviewPage(path: string): boolean {
  return stripLanguagePrefix(path) === "/preview/";
}
