import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import commonDe from "../../data/locales/de/common.json";
import commonEn from "../../data/locales/en/common.json";
import { PageI18nProvider } from "../../src/shared/i18n/page-i18n";
import type { Language } from "../../src/shared/i18n/languages";

const COMMON = { en: commonEn, de: commonDe } as const;

/**
 * Renders a component inside the i18n context every page gives it, with the real `common` texts and the
 * page's own namespaces, if any.
 */
export function renderWithI18n(
  ui: ReactElement,
  {
    language = "en",
    originalPath = "/",
    namespaces = {},
  }: { language?: Language; originalPath?: string; namespaces?: Readonly<Record<string, unknown>> } = {},
) {
  const value = { language, originalPath, namespaces: { common: COMMON[language], ...namespaces } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageI18nProvider value={value}>{children}</PageI18nProvider>
  );
  return render(ui, { wrapper });
}
