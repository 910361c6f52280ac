import { LANGUAGES, type Language } from "../../src/shared/i18n/languages";
import { markdownHtml } from "./markdown-html";

/** `ProductsJson.descriptionHtml`: the Markdown description rendered to sanitized HTML at build time. */
export const productsResolvers = {
  ProductsJson: {
    descriptionHtml: {
      type: "LocalizedText!",
      resolve: (source: { description: Record<Language, string> }) =>
        Object.fromEntries(
          LANGUAGES.map((language) => [language, markdownHtml(source.description[language], language)]),
        ),
    },
  },
};
