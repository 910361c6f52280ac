import { isEditorPreviewPage } from "../../editor-preview/editor-preview-page";
import { isPreviewPage } from "../../preview/preview-page";

/**
 * A page that shows what is not published: a draft's preview (its address carries a token) or the page
 * /admin/ frames for the editor. No page of the site's: no tag manager sees it, no view of it is counted.
 */
export function isUnpublishedPage(path: string): boolean {
  return isPreviewPage(path) || isEditorPreviewPage(path);
}
