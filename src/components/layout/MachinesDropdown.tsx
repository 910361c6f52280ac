import { useId } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { LocalizedLink } from "../links/LocalizedLink";
import { MACHINE_LINKS } from "./navigation";
import { useDisclosure } from "./use-disclosure";
import * as styles from "./MachinesDropdown.module.css";

/** The "Machines" disclosure in the header: closes on outside click, Escape, back and page change. */
export function MachinesDropdown({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const { open, close, toggleProps } = useDisclosure(pathname);
  const panelId = useId();

  return (
    <div className={styles.dropdown}>
      <button {...toggleProps} className={styles.toggle} aria-controls={panelId}>
        {t("nav.machines")}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
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
