import { useEffect, useRef } from "react";
import { STALL_TIMEOUT_MS } from "./mail-sender";
import { RECAPTCHA_TIMEOUT_MS } from "./recaptcha";
import type { FailureReason } from "./use-mail-send";
import { useFormsTranslation } from "./forms-i18n";
import * as styles from "./Forms.module.css";

/** The thank-you message that replaces a sent form; it takes the focus so it is read out. */
export function SentMessage() {
  const { t } = useFormsTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.sent} role="status" tabIndex={-1}>
      <p className={styles.statusTitle}>{t("sent.title")}</p>
      <p>{t("sent.text")}</p>
    </div>
  );
}

/** The time-outs the failure messages name, in seconds. */
const SECONDS: Partial<Record<FailureReason, number>> = {
  timeout: STALL_TIMEOUT_MS / 1000,
  recaptchaTimeout: RECAPTCHA_TIMEOUT_MS / 1000,
};

/** What went wrong, that nothing typed is lost, and a retry. */
export function FailedMessage({
  failure,
  email,
  onRetry,
  sending,
}: {
  failure: FailureReason;
  email: string;
  onRetry: () => void;
  sending: boolean;
}) {
  const { t } = useFormsTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.statusTitle}>{t("failed.title")}</p>
      <p>
        {t(`failed.${failure}`, { seconds: SECONDS[failure] })} {t("failed.keep", { email })}
      </p>
      <button type="button" className={styles.secondary} onClick={onRetry} disabled={sending}>
        {t("retry")}
      </button>
    </div>
  );
}
