import { useTranslation } from "../i18n/page-i18n";
import { useContactModal } from "./contact-modal-context";

/** A button that opens the contact modal (header, footer). */
export function ContactModalButton({
  className,
  labelKey = "contactModal.open",
}: {
  className?: string;
  labelKey?: string;
}) {
  const { t } = useTranslation("common");
  const contactModal = useContactModal();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => contactModal.open(event.currentTarget)}
    >
      {t(labelKey)}
    </button>
  );
}
