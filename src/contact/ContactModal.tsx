import { useTranslation } from "../shared/i18n/page-i18n";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { DialogShell } from "../shared/dialog/DialogShell";
import ContactForm from "../forms/ContactForm";
import { usePageI18nWithForms } from "../forms/forms-i18n";
import { PageI18nProvider } from "../shared/i18n/page-i18n";
import { MailFallback } from "../forms/MailFallback";

// The form's first field takes the focus (not the honeypot, which is out of the tab order).
const FIRST_FIELD = "input:not([tabindex='-1']), select, textarea";

/**
 * The contact form as a modal dialog (loaded only when it opens): focus moves in and stays in, Escape and
 * the close button close it; the provider returns the focus to the opener.
 */
export default function ContactModal({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation("common");
  const i18n = usePageI18nWithForms();
  return (
    <DialogShell
      title={t("contactModal.title")}
      closeLabel={t("contactModal.close")}
      onClose={onClose}
      initialFocus={FIRST_FIELD}
    >
      {/* The form's texts, also on pages that did not load the forms namespace. */}
      <PageI18nProvider value={i18n}>
        {publicConfiguration.mailApiUrl ? (
          <ContactForm mailApiUrl={publicConfiguration.mailApiUrl} email={email} />
        ) : (
          <MailFallback email={email} />
        )}
      </PageI18nProvider>
    </DialogShell>
  );
}
