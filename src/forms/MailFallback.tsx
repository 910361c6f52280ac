import { useTranslation } from "../shared/i18n/page-i18n";
import * as styles from "./MailFallback.module.css";

/** Without a mail service (GATSBY_MAIL_API_URL unset) a form could not send: say where to write instead. */
export function MailFallback({ email }: { email: string }) {
  const { t } = useTranslation("forms");
  return (
    <p className={styles.fallback}>
      {t("unavailable")} <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
