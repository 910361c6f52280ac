import { renderToStaticMarkup } from "react-dom/server";
import commonDe from "../../data/locales/de/common.json";
import commonEn from "../../data/locales/en/common.json";
import { Markdown } from "../../src/shared/markdown/Markdown";
import type { Language } from "../../src/shared/i18n/languages";

const NEW_TAB_LABEL: Record<Language, string> = { en: commonEn.opensInNewTab, de: commonDe.opensInNewTab };

/**
 * A rich text of the collections as sanitized HTML, rendered once at build time with the site's Markdown
 * component, so pages show it without loading react-markdown and its parsers in the browser.
 */
export function markdownHtml(text: string, language: Language): string {
  return renderToStaticMarkup(
    <Markdown language={language} newTabLabel={NEW_TAB_LABEL[language]}>
      {text}
    </Markdown>,
  );
}
