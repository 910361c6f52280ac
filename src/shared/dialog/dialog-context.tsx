import { createContext, Suspense, useContext, useMemo, type ReactNode } from "react";
import type { DialogState } from "./use-dialog-state";

/** What the buttons that open a dialog get from its provider. */
export interface DialogControl {
  open: DialogState["open"];
}

/**
 * A context for one site-wide dialog (contact modal, search): its provider renders the dialog only while
 * it is open, so a lazy dialog's chunk is fetched on first opening and no page load carries it.
 */
export function createDialogContext(displayName: string) {
  const Context = createContext<DialogControl>({ open: () => undefined });
  Context.displayName = displayName;

  function DialogProvider({
    state,
    dialog,
    children,
  }: {
    state: DialogState;
    dialog: ReactNode;
    children: ReactNode;
  }) {
    const { isOpen, open } = state;
    const control = useMemo(() => ({ open }), [open]);
    return (
      <Context.Provider value={control}>
        {children}
        {isOpen && <Suspense fallback={null}>{dialog}</Suspense>}
      </Context.Provider>
    );
  }

  function useDialog(): DialogControl {
    return useContext(Context);
  }

  return { DialogProvider, useDialog };
}
