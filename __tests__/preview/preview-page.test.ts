/** @jest-environment node */
import { isPreviewPage } from "../../src/preview/preview-page";

describe("the draft preview page", () => {
  it.each(["/preview/", "/de/preview/"])("is %s", (path) => {
    expect(isPreviewPage(path)).toBe(true);
  });

  it.each(["/", "/news/preview/", "/preview/x/", "/de/news/"])("is not %s", (path) => {
    expect(isPreviewPage(path)).toBe(false);
  });
});
