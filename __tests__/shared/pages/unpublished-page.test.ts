/** @jest-environment node */
import { isUnpublishedPage } from "../../../src/shared/pages/unpublished-page";

describe("isUnpublishedPage", () => {
  it.each(["/preview/", "/de/preview/", "/editor-preview/", "/de/editor-preview/"])("is %s", (path) => {
    expect(isUnpublishedPage(path)).toBe(true);
  });

  it.each(["/", "/de/", "/news/preview/", "/jobs/", "/de/editor-preview/x/"])("is not %s", (path) => {
    expect(isUnpublishedPage(path)).toBe(false);
  });
});
