import { lazy, useEffect, type ReactNode } from "react";
import { createDialogContext } from "../shared/dialog/dialog-context";
import { useDialogState } from "../shared/dialog/use-dialog-state";
import { contactModalRequested, CONTACT_MODAL_DELAY_MS } from "./contact-modal-query";

// The modal with the form code is fetched only when it opens.
const ContactModal = lazy(() => import(/* webpackChunkName: "contact-modal" */ "./ContactModal"));

const { DialogProvider, useDialog } = createDialogContext("ContactModal");

/** Opens the contact modal (header and footer buttons): `open(opener)`. */
export const useContactModal = useDialog;

/**
 * Holds whether the contact modal is open, for the header and footer buttons, and opens it by itself
 * shortly after load when the URL asks for it (`?contact-modal=1`).
 */
export function ContactModalProvider({ email, children }: { email: string; children: ReactNode }) {
  const dialog = useDialogState();
  const { open } = dialog;

  useEffect(() => {
    if (!contactModalRequested(window.location.search)) return;
    // Counted from the load event, so the page is complete before the dialog covers it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => open(null), CONTACT_MODAL_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [open]);

  return (
    <DialogProvider state={dialog} dialog={<ContactModal email={email} onClose={dialog.close} />}>
      {children}
    </DialogProvider>
  );
}
