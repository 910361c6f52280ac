/**
 * Names for the controls of Decap's list items: its chevron, drag handle and remove button show an icon
 * only, so a screen reader announced "button" three times and /admin/ failed axe with the preview open.
 * Decap renders list items whenever it likes; an observer names each new control (docs/editing.md).
 */

/** A list item's top bar: [chevron button], drag handle or an empty span, remove button or an empty span. */
const TOP_BAR = '[class*="ListItemTopBar"]';
const DRAG_HANDLE = '[aria-roledescription="sortable"]';

/** Gives `element` the name `text` unless it has one of its own. */
function name(element, text) {
  if (!element || element.hasAttribute("aria-label") || element.textContent.trim() !== "") return;
  element.setAttribute("aria-label", text);
}

/** Names the unnamed list controls under `root`; `words` are the editor's `listControls` texts. */
export function nameListControls(root, words) {
  for (const bar of root.querySelectorAll(TOP_BAR)) {
    const controls = [...bar.children];
    const [first] = controls;
    const last = controls.at(-1);
    // The chevron is there only where the item can be collapsed: then it comes before the handle.
    if (controls.length === 3 && first.tagName === "BUTTON") name(first, words.showHide);
    if (last !== first && last.tagName === "BUTTON") name(last, words.remove);
    for (const handle of bar.querySelectorAll(DRAG_HANDLE)) name(handle, words.move);
  }
}

/** Names the list controls now and each time Decap changes the page. */
export function keepListControlsNamed(root, words) {
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    // Once per task, however many nodes Decap changed in it.
    queueMicrotask(() => {
      pending = false;
      nameListControls(root, words);
    });
  });
  observer.observe(root, { childList: true, subtree: true });
  nameListControls(root, words);
  return observer;
}
