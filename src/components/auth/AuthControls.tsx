import { useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { publicConfig } from "../../config/public-config";
import { displayName } from "../../auth/auth-state";
import { signIn, signOut } from "../../auth/actions";
import { useAuth } from "../../hooks/use-auth";
import { useDismiss } from "../../hooks/use-dismiss";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { ExternalLink } from "../links/ExternalLink";
import { LocalizedLink } from "../links/LocalizedLink";
import * as styles from "./AuthControls.module.css";

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
  return <AccountMenu name={displayName(auth.user)} pathname={pathname} />;
}

/** A head and shoulders: the account symbol most sites use. */
function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function AccountMenu({ name, pathname }: { name: string; pathname: string }) {
  const { t } = useTranslation("common");
  const { site } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss({ open, pathname, onClose: () => setOpen(false), onEscape: () => toggle.current?.focus() });
  return (
    <div
      className={styles.account}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`${styles.iconButton} ${styles.signedIn}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <PersonIcon />
        <span className="visually-hidden">
          {t("auth.signedInAs")} {name}
        </span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li className={styles.who} aria-hidden="true">
          {t("auth.signedInAs")} <strong>{name}</strong>
        </li>
        <li>
          <LocalizedLink to="/account/" className={styles.item}>
            {t("auth.myAccount")}
          </LocalizedLink>
        </li>
        <li>
          <ExternalLink href={site.links.shop} className={styles.item}>
            {t("auth.shop")}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={site.links.configurator} className={styles.item}>
            {t("auth.configurator")}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={site.links.sso} className={styles.item}>
            {t("auth.accountSettings")}
          </ExternalLink>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => void signOut()}>
            {t("auth.signOut")}
          </button>
        </li>
      </ul>
    </div>
  );
}
