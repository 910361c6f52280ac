/**
 * Tells when Gatsby could not load a page's resources (page-data or the page's code chunk). Gatsby has no
 * hook for that: it silently falls back to a full page load of the target. Its navigation calls
 * `window.___loader.loadPage`, the loader object it also exposes to plugins, so wrapping that method is the
 * one place where a failed request becomes visible before the browser leaves the page.
 */
interface PageResources {
  status?: string;
}

interface GatsbyLoader {
  loadPage(path: string): Promise<PageResources | null | undefined>;
}

/** Gatsby's PageResourceStatus.Error. */
const ERROR_STATUS = "error";

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
