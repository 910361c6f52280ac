import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import commonDe from "../../data/locales/de/common.json";
import commonEn from "../../data/locales/en/common.json";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, type Language } from "../../src/i18n/languages";

/** An i18next instance with the real `common` translations, ready before the first render. */
export function createTestI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ["common"],
    defaultNS: "common",
    resources: { en: { common: commonEn }, de: { common: commonDe } },
    initImmediate: false,
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: ":",
    returnObjects: true,
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders a component inside the providers gatsby-plugin-react-i18next gives every page. */
export function renderWithI18n(
  ui: ReactElement,
  { language = "en", originalPath = "/" }: { language?: Language; originalPath?: string } = {},
) {
  const i18n = createTestI18n(language);
  const context = {
    language,
    languages: [...LANGUAGES],
    routed: language !== DEFAULT_LANGUAGE,
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    originalPath,
    path: localizePath(originalPath, language),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
