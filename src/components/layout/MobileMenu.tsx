import { useCallback, useId, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { LocalizedLink } from "../links/LocalizedLink";
import { useBodyScrollLock } from "../../hooks/use-body-scroll-lock";
import { useDismiss } from "../../hooks/use-dismiss";
import { useSearchDialog } from "../search/search-dialog-context";
import { CONTACT_LINK, MACHINE_LINKS, MAIN_LINKS, QUOTE_LINK } from "./navigation";
import * as styles from "./MobileMenu.module.css";

const ITEMS = [...MACHINE_LINKS, ...MAIN_LINKS, CONTACT_LINK, QUOTE_LINK];

/** The menu of small screens: a toggle that opens a full-height panel and locks page scrolling. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const { openSearch } = useSearchDialog();
  useDismiss({ open, pathname, onClose: close, onEscape: () => toggle.current?.focus() });
  useBodyScrollLock(open);

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{t(open ? "nav.closeMenu" : "nav.openMenu")}</span>
      </button>
      <nav id={panelId} className={styles.panel} data-open={open} aria-label={t("nav.mobile")}>
        <ul className={styles.list}>
          {ITEMS.map((link, index) => (
            <li key={link.to} className={styles.item} style={{ "--stagger-index": index } as CSSProperties}>
              <LocalizedLink to={link.to} className={styles.link} onClick={close}>
                {t(link.labelKey)}
              </LocalizedLink>
            </li>
          ))}
          <li className={styles.item} style={{ "--stagger-index": ITEMS.length } as CSSProperties}>
            <button
              type="button"
              className={styles.link}
              aria-haspopup="dialog"
              onClick={() => {
                close();
                openSearch(toggle.current);
              }}
            >
              {t("search.open")}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
