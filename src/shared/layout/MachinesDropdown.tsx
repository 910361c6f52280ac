import { useId } from "react";
import { usePageI18n, useTranslation } from "../i18n/page-i18n";
import { ActionLink } from "../links/ActionLink";
import { LocalizedLink } from "../links/LocalizedLink";
import { localizePath } from "../i18n/languages";
import { MACHINE_LINKS } from "./navigation";
import { useDisclosure } from "./use-disclosure";
import * as styles from "./MachinesDropdown.module.css";

/**
 * The "Machines" disclosure in the header: closes on outside click, Escape, back and page change. Until
 * the page's code runs it is a link to the machines overview, which lists the same pages.
 */
export function MachinesDropdown({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const { language } = usePageI18n();
  const { open, close, toggle, flip } = useDisclosure(pathname);
  const panelId = useId();

  return (
    <div className={styles.dropdown}>
      <ActionLink
        ref={toggle}
        href={localizePath(MACHINE_LINKS[0].to, language)}
        hrefLang={language}
        className={styles.toggle}
        enhanced={{ "aria-expanded": open, "aria-controls": panelId }}
        onAction={flip}
      >
        {t("nav.machines")}
        <span className={styles.chevron} aria-hidden="true" />
      </ActionLink>
      {open && (
        // A pointer convenience only: keyboard users close with Escape or the toggle.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className={styles.overlay} data-testid="dropdown-overlay" onClick={close} />
      )}
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {MACHINE_LINKS.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className={styles.link} onClick={close}>
              {t(link.labelKey)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
