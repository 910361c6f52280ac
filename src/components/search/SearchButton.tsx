import { useTranslation } from "../i18n/page-i18n";
import { useSearchDialog } from "./search-dialog-context";
import { SEARCH_SHORTCUTS } from "./search-shortcut";
import * as styles from "./SearchButton.module.css";

/** Opens the site search (header; the mobile menu has its own entry). */
export function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const search = useSearchDialog();
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ""}`}
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_SHORTCUTS}
      onClick={(event) => search.open(event.currentTarget)}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{t("search.open")}</span>
    </button>
  );
}
