import path from "node:path";

/**
 * Gatsby browser-runtime modules that every page would download and that do nothing on this site, each
 * with the reason, replaced by an empty module in the browser build (about 3 KB gzipped of every page's
 * first load; bench/). A test holds the patterns to the files of the installed Gatsby.
 */
export const IDLE_RUNTIME: readonly { module: RegExp; why: string }[] = [
  {
    // Its only API returns at once outside `gatsby develop`; it still pulls in gatsby-script and
    // Partytown's snippet. The site uses no off-main-thread <Script>.
    module: /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    why: "Partytown's browser API works only in gatsby develop",
  },
  {
    // Required only when a plugin's registerServiceWorker returns true; no plugin of the site does.
    module: /gatsby[\\/]cache-dir[\\/]register-service-worker\.js$/,
    why: "the site registers no service worker",
  },
];

/** What the idle modules become: an empty CommonJS module. */
export const EMPTY_MODULE = path.join(__dirname, "empty-module.js");
