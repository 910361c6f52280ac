import { isSearchShortcut } from "../../src/search/search-shortcut";

describe("the search shortcut", () => {
  const press = (key: string, fields: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) =>
    isSearchShortcut({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target: document.body,
      ...fields,
    });

  it("is / outside text fields and Ctrl+K or ⌘K anywhere", () => {
    const field = document.createElement("input");
    expect(press("/")).toBe(true);
    expect(press("/", { target: field })).toBe(false);
    expect(press("k", { ctrlKey: true, target: field })).toBe(true);
    expect(press("K", { metaKey: true })).toBe(true);
    expect(press("k")).toBe(false);
    expect(press("k", { ctrlKey: true, altKey: true })).toBe(false);
  });
});
