import { usePageI18n, useTranslation } from "../shared/i18n/page-i18n";
import { ActionLink } from "../shared/links/ActionLink";
import { localizePath } from "../shared/i18n/languages";
import { useSearchDialog } from "./search-dialog-context";
import { SEARCH_SHORTCUTS } from "./search-shortcut";
import * as styles from "./SearchButton.module.css";

const SEARCH_PAGE = "/search/";

/** Opens the site search (header; the mobile menu has its own entry); the search page until the code runs. */
export function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const { language } = usePageI18n();
  const search = useSearchDialog();
  return (
    <ActionLink
      href={localizePath(SEARCH_PAGE, language)}
      hrefLang={language}
      className={`${styles.button} ${className ?? ""}`}
      enhanced={{ "aria-haspopup": "dialog", "aria-keyshortcuts": SEARCH_SHORTCUTS }}
      onAction={(control) => search.open(control)}
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
    </ActionLink>
  );
}
