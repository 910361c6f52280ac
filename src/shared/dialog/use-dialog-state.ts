import { useCallback, useRef, useState } from "react";

/** Whether a modal dialog is open, and who opened it: the focus goes back there when it closes. */
export interface DialogState {
  isOpen: boolean;
  /** Opens the dialog; the focus returns to `opener`, or else to what had it, when it closes. */
  open: (opener?: HTMLElement | null) => void;
  /** Closes it; `returnFocus` false when a followed link moves on (the new page takes the focus). */
  close: (returnFocus?: boolean) => void;
}

export function useDialogState(): DialogState {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((element?: HTMLElement | null) => {
    const active = document.activeElement;
    opener.current = element ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    // After React has removed the dialog.
    if (returnFocus) setTimeout(() => target?.focus(), 0);
  }, []);

  return { isOpen, open, close };
}
