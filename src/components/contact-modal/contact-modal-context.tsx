import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { contactModalRequested, CONTACT_MODAL_DELAY_MS } from "./contact-modal-query";

// The modal with the form code is fetched only when it opens.
const ContactModal = lazy(() => import(/* webpackChunkName: "contact-modal" */ "./ContactModal"));

interface ContactModalControl {
  /** Opens the modal; the focus goes back to `opener` when it closes. */
  openContactModal: (opener?: HTMLElement | null) => void;
}

const ContactModalContext = createContext<ContactModalControl>({ openContactModal: () => undefined });

export function useContactModal(): ContactModalControl {
  return useContext(ContactModalContext);
}

/**
 * Holds whether the contact modal is open, for the header and footer buttons, and opens it by itself
 * shortly after load when the URL asks for it (`?contact-modal=1`).
 */
export function ContactModalProvider({ email, children }: { email: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openContactModal = useCallback((element?: HTMLElement | null) => {
    const active = document.activeElement;
    opener.current = element ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    // After React has removed the dialog.
    setTimeout(() => target?.focus(), 0);
  }, []);

  useEffect(() => {
    if (!contactModalRequested(window.location.search)) return;
    // Counted from the load event, so the page is complete before the dialog covers it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => openContactModal(null), CONTACT_MODAL_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [openContactModal]);

  const control = useMemo(() => ({ openContactModal }), [openContactModal]);
  return (
    <ContactModalContext.Provider value={control}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ContactModal email={email} onClose={close} />
        </Suspense>
      )}
    </ContactModalContext.Provider>
  );
}
