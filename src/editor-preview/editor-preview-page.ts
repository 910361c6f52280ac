import { stripLanguagePrefix } from "../shared/i18n/languages";

/** The page /admin/ shows in Decap's preview pane, in each language (docs/editing.md). */
export const EDITOR_PREVIEW_PATH = "/editor-preview/";

/** "/editor-preview/", "/de/editor-preview/": framed by /admin/ only, never indexed. */
export function isEditorPreviewPage(path: string): boolean {
  return stripLanguagePrefix(path) === EDITOR_PREVIEW_PATH;
}
