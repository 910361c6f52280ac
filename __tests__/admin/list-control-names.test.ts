/** @jest-environment jsdom */
import { keepListControlsNamed, nameListControls } from "../../src/admin/list-control-names.mjs";
import english from "../../data/locales/en/editor.json";

const words = english.listControls;

/** A list item's top bar as Decap renders it (decap-cms-ui-default's ListItemTopBar), icons as empty spans. */
function topBar({ collapsible = true, reorder = true, remove = true } = {}) {
  const bar = document.createElement("div");
  bar.className = "css-16t34u7-TopBar-StyledListItemTopBar-StyledListItemTopBar";
  const parts = [
    collapsible ? "<button><span></span></button>" : "",
    reorder
      ? '<div role="button" aria-roledescription="sortable"><span><span></span></span></div>'
      : "<span></span>",
    remove ? "<button><span></span></button>" : "<span></span>",
  ];
  bar.innerHTML = parts.join("");
  return bar;
}

const names = (bar: Element) =>
  [...bar.querySelectorAll('button, [role="button"]')].map((control) => control.getAttribute("aria-label"));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("names for Decap's list controls", () => {
  it("names the chevron, the drag handle and the remove button of a list item", () => {
    const bar = document.body.appendChild(topBar());
    nameListControls(document.body, words);
    expect(names(bar)).toEqual([words.showHide, words.move, words.remove]);
  });

  it("tells the remove button from the chevron where an item has no chevron or no handle", () => {
    const withoutChevron = document.body.appendChild(topBar({ collapsible: false }));
    const withoutHandle = document.body.appendChild(topBar({ reorder: false }));
    const removeOnly = document.body.appendChild(topBar({ collapsible: false, reorder: false }));
    nameListControls(document.body, words);
    expect(names(withoutChevron)).toEqual([words.move, words.remove]);
    expect(names(withoutHandle)).toEqual([words.showHide, words.remove]);
    expect(names(removeOnly)).toEqual([words.remove]);
  });

  it("keeps a control's own name", () => {
    const bar = document.body.appendChild(topBar());
    bar.querySelector("button")!.setAttribute("aria-label", "Decap's own");
    bar.querySelector("button:last-child")!.textContent = "×";
    nameListControls(document.body, words);
    expect(names(bar)).toEqual(["Decap's own", words.move, null]);
  });

  it("names the controls of items Decap adds later", async () => {
    const observer = keepListControlsNamed(document.body, words);
    const bar = document.body.appendChild(document.createElement("div")).appendChild(topBar());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names(bar)).toEqual([words.showHide, words.move, words.remove]);
    observer.disconnect();
  });
});
