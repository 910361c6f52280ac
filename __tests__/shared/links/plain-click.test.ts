import { isPlainClick } from "../../../src/shared/links/plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("isPlainClick", () => {
  it("takes a click of the main button without modifiers", () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it.each(["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)(
    "leaves a click with %s to the browser",
    (key) => {
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    },
  );

  it("leaves a middle click to the browser", () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
