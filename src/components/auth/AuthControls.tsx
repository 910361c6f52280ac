import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { publicConfig } from "../../config/public-config";
import { displayName } from "../../auth/auth-state";
import { signIn } from "../../auth/actions";
import { useAuth } from "../../hooks/use-auth";
import { PersonIcon } from "./PersonIcon";
import * as styles from "./AuthControls.module.css";

const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ "./AccountMenu"));

/** Sign-in button, or the signed-in visitor's menu; nothing when sign-in is not configured. */
export function AuthControls({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const auth = useAuth();
  if (!publicConfig.keycloak) return null;
  if (!auth.loggedIn || !auth.user) {
    return (
      <button
        type="button"
        className={styles.iconButton}
        aria-busy={auth.busy}
        onClick={() =>
          void signIn(`${window.location.pathname}${window.location.search}${window.location.hash}`)
        }
      >
        <PersonIcon />
        <span className="visually-hidden">{t("auth.signIn")}</span>
      </button>
    );
  }
  // Until the menu's chunk is there, its button's place is kept, so the header does not move.
  return (
    <Suspense fallback={<span className={`${styles.iconButton} ${styles.signedIn}`} aria-hidden="true" />}>
      <AccountMenu name={displayName(auth.user)} pathname={pathname} />
    </Suspense>
  );
}
