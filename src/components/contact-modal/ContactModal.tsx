import { useTranslation } from "../i18n/page-i18n";
import { useEffect, useId, useRef } from "react";
import { publicConfig } from "../../config/public-config";
import ContactForm from "../forms/ContactForm";
import { usePageI18nWithForms } from "../forms/forms-i18n";
import { PageI18nProvider } from "../i18n/page-i18n";
import { MailFallback } from "../forms/MailFallback";
import { focusableElements, trapTab } from "./focus-trap";
import * as styles from "./ContactModal.module.css";

/**
 * The contact form as a modal dialog (loaded only when it opens): focus moves in and stays in, Escape and
 * the close button close it; the provider returns the focus to the opener.
 */
export default function ContactModal({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation("common");
  const i18n = usePageI18nWithForms();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const first = root.querySelector<HTMLElement>("input:not([tabindex='-1']), select, textarea");
    (first ?? focusableElements(root)[0] ?? root).focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
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
            {t("contactModal.title")}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {t("contactModal.close")}
          </button>
        </div>
        {/* The form's texts, also on pages that did not load the forms namespace. */}
        <PageI18nProvider value={i18n}>
          {publicConfig.mailApiUrl ? (
            <ContactForm mailApiUrl={publicConfig.mailApiUrl} email={email} />
          ) : (
            <MailFallback email={email} />
          )}
        </PageI18nProvider>
      </div>
    </div>
  );
}
