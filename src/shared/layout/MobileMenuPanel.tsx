import type { CSSProperties, RefObject } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { LocalizedLink } from "../links/LocalizedLink";
import { useSearchDialog } from "../../search/search-dialog-context";
import { SITE_MAP_LINKS } from "./navigation";
import * as styles from "./MobileMenuPanel.module.css";

/**
 * The open mobile menu: the site's pages and the search. A chunk of its own (MobileMenu.tsx), so no page
 * carries its code and CSS until the menu is first opened.
 */
export default function MobileMenuPanel({
  id,
  open,
  onClose,
  toggle,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menu's button: the search dialog gives focus back to it. */
  toggle: RefObject<HTMLElement>;
}) {
  const { t } = useTranslation("common");
  const search = useSearchDialog();
  return (
    <nav id={id} className={styles.panel} data-open={open} aria-label={t("nav.mobile")}>
      <ul className={styles.list}>
        {SITE_MAP_LINKS.map((link, index) => (
          <li key={link.to} className={styles.item} style={{ "--stagger-index": index } as CSSProperties}>
            <LocalizedLink to={link.to} className={styles.link} onClick={onClose}>
              {t(link.labelKey)}
            </LocalizedLink>
          </li>
        ))}
        <li className={styles.item} style={{ "--stagger-index": SITE_MAP_LINKS.length } as CSSProperties}>
          <button
            type="button"
            className={styles.link}
            aria-haspopup="dialog"
            onClick={() => {
              onClose();
              search.open(toggle.current);
            }}
          >
            {t("search.open")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
