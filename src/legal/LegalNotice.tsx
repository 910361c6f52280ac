import { useTranslation } from "../shared/i18n/page-i18n";
import * as styles from "./LegalNotice.module.css";

/** Marks the sample legal texts as such until the company's lawyers replace them. */
export function LegalNotice() {
  const { t } = useTranslation("common");
  return (
    <div className={styles.notice}>
      <p role="note">{t("sampleLegalText")}</p>
    </div>
  );
}
