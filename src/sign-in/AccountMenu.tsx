import { useId, useRef, useState } from "react";
import { useTranslation } from "../shared/i18n/page-i18n";
import { signOut } from "./actions";
import { useDismiss } from "../shared/hooks/use-dismiss";
import { useSiteSettings } from "../shared/hooks/use-site-settings";
import { ExternalLink } from "../shared/links/ExternalLink";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { PersonIcon } from "./PersonIcon";
import * as buttons from "./AuthControls.module.css";
import * as styles from "./AccountMenu.module.css";

/** The signed-in visitor's menu: a chunk of its own, as most visitors never sign in (AuthControls.tsx). */
export default function AccountMenu({ name, pathname }: { name: string; pathname: string }) {
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
        className={`${buttons.iconButton} ${buttons.signedIn}`}
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
