import { useEffect, useId, useRef, type ReactNode } from "react";
import { focusableElements, trapTab } from "./focus-trap";
import * as styles from "./DialogShell.module.css";

/**
 * The frame of a modal dialog: a titled box over a backdrop, with a close button. The focus stays inside
 * it, Escape and the close button call `onClose`. Imported only by the dialogs' lazy chunks.
 */
export function DialogShell({
  title,
  closeLabel,
  onClose,
  initialFocus,
  compact = false,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** A selector of what takes the focus on opening (else the first focusable element, else the box); none: the content focuses itself. */
  initialFocus?: string;
  /** Less padding on small screens (the search dialog, whose results need the width). */
  compact?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = dialog.current;
    if (!root || initialFocus === undefined) return;
    (root.querySelector<HTMLElement>(initialFocus) ?? focusableElements(root)[0] ?? root).focus();
  }, [initialFocus]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "Tab" && dialog.current) {
        trapTab(event, dialog.current);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div className={compact ? `${styles.backdrop} ${styles.compact}` : styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onClose()}>
            {closeLabel}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
