import { useCallback, useRef, useState } from "react";
import { useDismiss } from "../hooks/use-dismiss";

/**
 * A header disclosure (machines dropdown, mobile menu): a toggle and a panel that closes on outside click,
 * Escape (the focus goes back to the toggle), back and page change. `opened` stays true from the first
 * opening on, for a panel whose code arrives only then.
 */
export function useDisclosure(pathname: string) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, pathname, onClose: close, onEscape: () => toggle.current?.focus() });

  const flip = () => {
    setOpened(true);
    setOpen((value) => !value);
  };
  return { open, opened, close, toggle, flip };
}
