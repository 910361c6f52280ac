import { pageContentAt, type PageContent } from "../i18n/page-content";
import { usePageI18n } from "../i18n/page-i18n";

/** The content page stored in a translation namespace (optionally under a key), in the page's language. */
export function usePageContent(ns: string, keyPrefix?: string): PageContent {
  const { language, namespaces } = usePageI18n();
  const bundle = (namespaces[ns] ?? {}) as Record<string, unknown>;
  // The build's server render checks the content, so a malformed page stops the build naming what is wrong.
  // The browser shows what was checked: Gatsby defines BUILD_STAGE in every bundle, and webpack leaves this
  // branch, and the check with it, out of the browser's (the condition must stay written out here for that).
  if (process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html") {
    return pageContentAt(bundle, `${language}/${ns}`, keyPrefix);
  }
  return (keyPrefix ? bundle[keyPrefix] : bundle) as PageContent;
}
