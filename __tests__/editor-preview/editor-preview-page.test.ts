/** @jest-environment node */
import { isEditorPreviewPage } from "../../src/editor-preview/editor-preview-page";

describe("isEditorPreviewPage", () => {
  it.each(["/editor-preview/", "/de/editor-preview/"])("is %s", (path) => {
    expect(isEditorPreviewPage(path)).toBe(true);
  });

  it.each(["/", "/preview/", "/editor-preview/x/", "/admin/editor-preview/", "/de/jobs/"])(
    "is not %s",
    (path) => {
      expect(isEditorPreviewPage(path)).toBe(false);
    },
  );
});
