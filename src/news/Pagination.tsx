import { Link } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { newsIndexPath } from "./news-paths";
import * as styles from "./Pagination.module.css";

/** Newer / older pages of the news index, and the page the visitor is on. */
export function Pagination({
  page,
  pageCount,
  language,
}: {
  page: number;
  pageCount: number;
  language: Language;
}) {
  const { t } = useTranslation("news");
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t("page", { page })}>
      {page > 1 ? (
        <Link to={newsIndexPath(language, page - 1)} rel="prev">
          {t("newer")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t("page", { page })}</span>
      {page < pageCount ? (
        <Link to={newsIndexPath(language, page + 1)} rel="next">
          {t("older")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
