/** The editor's page (/admin/): one address for both languages, apart from the site's pages. */
export const EDITOR_PATH = "/admin/";

export const isEditorPage = (path: string) => path.startsWith(EDITOR_PATH);
