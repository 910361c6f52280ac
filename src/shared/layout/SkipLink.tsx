import { useTranslation } from "../i18n/page-i18n";
import * as styles from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every page: jumps over the navigation to the content. */
export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t("skipToContent")}
    </a>
  );
}
