import { useMemo } from "react";
import formsDe from "../../data/locales/de/forms.json";
import formsEn from "../../data/locales/en/forms.json";
import { translator } from "../shared/i18n/translate";
import { usePageI18n, type PageI18n } from "../shared/i18n/page-i18n";

const BUNDLES = { en: formsEn, de: formsDe } as const;

/**
 * The page's i18n with the `forms` namespace. Pages with a form query it; the contact modal opens on any
 * page, so the form code (loaded only with a form) brings the namespace along for pages without it.
 */
export function usePageI18nWithForms(): PageI18n {
  const page = usePageI18n();
  return useMemo(
    () => ({ ...page, namespaces: { forms: BUNDLES[page.language], ...page.namespaces } }),
    [page],
  );
}

/** The texts of the `forms` namespace, on any page. */
export function useFormsTranslation() {
  const { language, namespaces } = usePageI18nWithForms();
  const t = useMemo(() => translator(namespaces, language, "forms"), [language, namespaces]);
  return { t, language };
}
