import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { LocalizedLink } from "../links/LocalizedLink";
import { useDismiss } from "../../hooks/use-dismiss";
import { MACHINE_LINKS } from "./navigation";
import * as styles from "./MachinesDropdown.module.css";

/** The "Machines" disclosure in the header: closes on outside click, Escape, back and page change. */
export function MachinesDropdown({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, pathname, onClose: close, onEscape: () => button.current?.focus() });

  return (
    <div className={styles.dropdown}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
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
