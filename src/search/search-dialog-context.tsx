import { lazy, useEffect, type ReactNode } from "react";
import { createDialogContext } from "../shared/dialog/dialog-context";
import { useDialogState } from "../shared/dialog/use-dialog-state";
import { isSearchShortcut } from "./search-shortcut";

// The dialog, its results and Pagefind are fetched only when the search opens.
const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ "./SearchDialog"));

const { DialogProvider, useDialog } = createDialogContext("SearchDialog");

/** Opens the search (header button, mobile menu): `open(opener)`. */
export const useSearchDialog = useDialog;

/** Holds whether the search dialog is open, for the header and the mobile menu, and listens for "/" and Ctrl+K. */
export function SearchDialogProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const dialog = useDialogState();
  const { open, close } = dialog;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // A followed result changes the page: the dialog has done its work (the new page takes the focus).
  useEffect(() => close(false), [pathname, close]);

  return (
    <DialogProvider state={dialog} dialog={<SearchDialog onClose={close} />}>
      {children}
    </DialogProvider>
  );
}
