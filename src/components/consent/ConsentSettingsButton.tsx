import { useTranslation } from "../i18n/page-i18n";
import { requestConsentSettings } from "./consent-settings-request";

/** Reopens the consent banner, so an answer is changed or withdrawn as easily as it was given. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => requestConsentSettings(event.currentTarget)}
    >
      {t("consent.settings")}
    </button>
  );
}
