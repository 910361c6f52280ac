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
import { isSearchShortcut } from "./search-shortcut";

// The dialog, its results and Pagefind are fetched only when the search opens.
const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ "./SearchDialog"));

interface SearchDialogControl {
  /** Opens the search; the focus goes back to `opener` (or what had it) when it closes. */
  openSearch: (opener?: HTMLElement | null) => void;
}

const SearchDialogContext = createContext<SearchDialogControl>({ openSearch: () => undefined });

export function useSearchDialog(): SearchDialogControl {
  return useContext(SearchDialogContext);
}

/** Holds whether the search dialog is open, for the header and the mobile menu, and listens for "/" and Ctrl+K. */
export function SearchDialogProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openSearch = useCallback((element?: HTMLElement | null) => {
    const active = document.activeElement;
    opener.current = element ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    // After React has removed the dialog; not when a result was followed (the new page takes the focus).
    if (returnFocus) setTimeout(() => target?.focus(), 0);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openSearch]);

  // A followed result changes the page: the dialog has done its work.
  useEffect(() => setOpen(false), [pathname]);

  const control = useMemo(() => ({ openSearch }), [openSearch]);
  return (
    <SearchDialogContext.Provider value={control}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </SearchDialogContext.Provider>
  );
}
