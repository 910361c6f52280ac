import { useTranslation } from "gatsby-plugin-react-i18next";
import formsDe from "../../../data/locales/de/forms.json";
import formsEn from "../../../data/locales/en/forms.json";

const BUNDLES = { en: formsEn, de: formsDe } as const;

/**
 * The `forms` namespace. Pages with a form query it; the contact modal opens on any page, so the form code
 * (loaded only with a form) brings the namespace along and adds it where the page did not load it.
 */
export function useFormsTranslation() {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(language, "forms"))
      i18n.addResourceBundle(language, "forms", bundle, true, false);
  }
  return useTranslation("forms");
}
