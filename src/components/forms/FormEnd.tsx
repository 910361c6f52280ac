import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { LocalizedLink } from "../links/LocalizedLink";
import { ConsentField, Honeypot } from "./Fields";
import { useFormsTranslation } from "./forms-i18n";
import { FailedMessage } from "./SendStatus";
import type { FailureReason } from "./use-mail-send";
import * as styles from "./Forms.module.css";

/**
 * What every form ends with: privacy consent, the honeypot, what went wrong with a retry, and the send
 * button, which is disabled while sending so a double click sends once.
 */
export function FormEnd({
  fieldId,
  consent,
  honeypot,
  failure,
  sending,
  email,
  onRetry,
  sendLabel,
}: {
  fieldId: (name: string) => string;
  consent: { error?: FieldError; registration: UseFormRegisterReturn };
  honeypot: UseFormRegisterReturn;
  failure: FailureReason | null;
  sending: boolean;
  /** The address named when sending fails. */
  email: string;
  onRetry: () => void;
  sendLabel: string;
}) {
  const { t } = useFormsTranslation();
  return (
    <>
      <ConsentField
        id={fieldId("consent")}
        label={t("fields.consent")}
        error={consent.error}
        registration={consent.registration}
      >
        <p className={styles.hint}>
          <LocalizedLink to="/privacy/">{t("privacyLink")}</LocalizedLink>
        </p>
      </ConsentField>
      <Honeypot id={fieldId("website")} label={t("fields.honeypot")} registration={honeypot} />
      {failure && <FailedMessage failure={failure} email={email} sending={sending} onRetry={onRetry} />}
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {sending ? t("sending") : sendLabel}
      </button>
    </>
  );
}
