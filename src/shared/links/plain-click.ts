/**
 * Whether a click is a plain one (main button, no modifier key): only then does a link's own handler take
 * over; a middle click or Ctrl/⌘/Shift/Alt click keeps the browser's meaning (a new tab, a download).
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
