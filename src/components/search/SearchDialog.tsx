import { useTranslation } from "../i18n/page-i18n";
import { useEffect, useId, useRef } from "react";
import { trapTab } from "../contact-modal/focus-trap";
import { SearchPanel } from "./SearchPanel";
import * as styles from "./SearchDialog.module.css";

/**
 * The site search as a modal dialog (loaded only when it opens): the focus starts in the field and stays
 * in the dialog, Escape and the close button close it and return the focus to the opener.
 */
export default function SearchDialog({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose(true);
      } else if (event.key === "Tab" && dialog.current) {
        trapTab(event, dialog.current);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t("search.title")}
          </h2>
          <button type="button" className={styles.close} onClick={() => onClose(true)}>
            {t("search.close")}
          </button>
        </div>
        <SearchPanel focusOnOpen onFollow={() => onClose(false)} />
      </div>
    </div>
  );
}
