import { useFormContext } from "react-hook-form";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { ConsentField, Honeypot } from "./Fields";
import { FailedMessage } from "./SendStatus";
import type { SiteFormState, SiteFormValues } from "./use-site-form";
import * as styles from "./Forms.module.css";

/**
 * What every form ends with: privacy consent, the honeypot, what went wrong with a retry, and the send
 * button, which is disabled while sending so a double click sends once.
 */
export function FormEnd({
  site: { fieldId, failure, sending, submit, t },
  email,
  sendLabel,
}: {
  site: Pick<SiteFormState<SiteFormValues>, "fieldId" | "failure" | "sending" | "submit" | "t">;
  /** The address named when sending fails. */
  email: string;
  sendLabel: string;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SiteFormValues>();
  return (
    <>
      <ConsentField
        id={fieldId("consent")}
        label={t("fields.consent")}
        error={errors.consent}
        registration={register("consent")}
      >
        <p className={styles.hint}>
          <LocalizedLink to="/privacy/">{t("privacyLink")}</LocalizedLink>
        </p>
      </ConsentField>
      <Honeypot id={fieldId("website")} label={t("fields.honeypot")} registration={register("website")} />
      {failure && (
        <FailedMessage failure={failure} email={email} sending={sending} onRetry={() => submit()} />
      )}
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {sending ? t("sending") : sendLabel}
      </button>
    </>
  );
}
