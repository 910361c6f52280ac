/**
 * Whether a key press asks for the site search: "/" outside text fields, or Ctrl+K (⌘K on a Mac)
 * anywhere. Pure, over the event's fields.
 */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true;
  if (event.key !== "/" || event.ctrlKey || event.metaKey) return false;
  return !isEditable(event.target);
}

function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || target.closest("input, textarea, select, [contenteditable='true']") !== null
  );
}

/** The shortcuts as `aria-keyshortcuts` names them. */
export const SEARCH_SHORTCUTS = "/ Control+K";
