import { lazy, Suspense } from "react";
import { useTranslation } from "../shared/i18n/page-i18n";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { displayName } from "./auth-state";
import { useAuth } from "./use-auth";
import { PersonIcon } from "./PersonIcon";
import { SignInLink } from "./SignInLink";
import * as styles from "./AuthControls.module.css";

const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ "./AccountMenu"));

/** Sign-in button, or the signed-in visitor's menu; nothing when sign-in is not configured. */
export function AuthControls({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const auth = useAuth();
  if (!publicConfiguration.keycloak) return null;
  if (!auth.loggedIn || !auth.user) {
    return (
      <SignInLink returnPath={pathname} className={styles.iconButton}>
        <PersonIcon />
        <span className="visually-hidden">{t(auth.busy ? "auth.signingIn" : "auth.signIn")}</span>
      </SignInLink>
    );
  }
  // Until the menu's chunk is there, its button's place is kept, so the header does not move.
  return (
    <Suspense fallback={<span className={`${styles.iconButton} ${styles.signedIn}`} aria-hidden="true" />}>
      <AccountMenu name={displayName(auth.user)} pathname={pathname} />
    </Suspense>
  );
}
