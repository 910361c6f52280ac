/** Tells when Gatsby could not load a page's resources (page-data or the page's code chunk). */
interface PageResources {
  status?: string;
}

interface GatsbyLoader {
  loadPage(path: string): Promise<PageResources | null | undefined>;
}

/** Gatsby's PageResourceStatus.Error. */
const ERROR_STATUS = "error";

/**
 * Gatsby has no hook for this (it silently loads the target in full), but its navigation calls the loader it
 * exposes to plugins: wrapping `loadPage` is the one place a failure shows before the page is left.
 */
export function watchPageLoadFailures(onFailure: (path: string) => void): void {
  const loader = (window as unknown as { ___loader?: GatsbyLoader }).___loader;
  if (!loader || typeof loader.loadPage !== "function") return;
  const loadPage = loader.loadPage.bind(loader);
  loader.loadPage = (path) =>
    loadPage(path).then((resources) => {
      if (!resources || resources.status === ERROR_STATUS) onFailure(path);
      return resources;
    });
}
