import { useEffect, useRef } from "react";

/**
 * Closes an open disclosure (dropdown, mobile menu) on Escape, on the browser's back/forward buttons and
 * when the page changes. `onEscape` lets the caller return focus to its toggle button.
 */
export function useDismiss(options: {
  open: boolean;
  pathname: string;
  onClose: () => void;
  onEscape?: () => void;
}): void {
  const { open, pathname, onClose, onEscape } = options;
  const latest = useRef({ onClose, onEscape });
  latest.current = { onClose, onEscape };

  useEffect(() => {
    latest.current.onClose();
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      latest.current.onClose();
      latest.current.onEscape?.();
    };
    const onPopState = () => latest.current.onClose();
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("popstate", onPopState);
    };
  }, [open]);
}
