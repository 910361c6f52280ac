import { useTranslation } from "../shared/i18n/page-i18n";
import { dismissAuthError } from "./auth-store";
import { useAuth } from "./use-auth";
import * as styles from "./AuthNotice.module.css";

/** Tells the visitor why their session ended or a sign-in failed, on whatever page they are. */
export function AuthNotice() {
  const { t } = useTranslation("common");
  const { error } = useAuth();
  return (
    <div role="alert">
      {error && (
        <div className={styles.notice}>
          <p>{t(`auth.errors.${error}`)}</p>
          <button type="button" className={styles.dismiss} onClick={dismissAuthError}>
            {t("auth.dismiss")}
          </button>
        </div>
      )}
    </div>
  );
}
