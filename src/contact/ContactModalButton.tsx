import { usePageI18n, useTranslation } from "../shared/i18n/page-i18n";
import { ActionLink } from "../shared/links/ActionLink";
import { CONTACT_LINK } from "../shared/layout/navigation";
import { localizePath } from "../shared/i18n/languages";
import { useContactModal } from "./contact-modal-context";

/** Opens the contact modal (header, footer); the home page's contact section until the code runs. */
export function ContactModalButton({
  className,
  labelKey = "contactModal.open",
}: {
  className?: string;
  labelKey?: string;
}) {
  const { t } = useTranslation("common");
  const { language } = usePageI18n();
  const contactModal = useContactModal();
  return (
    <ActionLink
      href={localizePath(CONTACT_LINK.to, language)}
      hrefLang={language}
      className={className}
      enhanced={{ "aria-haspopup": "dialog" }}
      onAction={(control) => contactModal.open(control)}
    >
      {t(labelKey)}
    </ActionLink>
  );
}
