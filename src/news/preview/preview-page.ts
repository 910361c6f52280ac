/** The draft preview page in each language: "/preview/", "/de/preview/". */
const PREVIEW_PAGE = /^(?:\/[a-z]{2})?\/preview\/$/;

export function isPreviewPage(path: string): boolean {
  return PREVIEW_PAGE.test(path);
}
