import { useTranslation } from "../shared/i18n/page-i18n";
import { useHydrated } from "../shared/hooks/use-hydrated";
import { requestConsentSettings } from "./consent-settings-request";

/** Reopens the consent banner, so an answer is changed or withdrawn as easily as it was given. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  // Nothing to change before the page's code runs (no tag manager loads without it): hidden until then.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      data-awaits-script={hydrated ? undefined : ""}
      onClick={(event) => requestConsentSettings(event.currentTarget)}
    >
      {t("consent.settings")}
    </button>
  );
}
