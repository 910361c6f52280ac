/**
 * What each file of a release is as an object of the bucket (docs/architecture.md §13): whether it is uploaded at all, its Content-Type and Cache-Control, and in which phase of a deploy
 * it goes up, so that no visitor meets a page whose chunks or data are not there yet.
 */
import { contentType as mimeContentType } from "mime-types";
import { isHostFile } from "../../gatsby/hosting/host-files.mjs";
import { IMMUTABLE_ASSET, IMMUTABLE_CACHE_CONTROL } from "../../gatsby/hosting/security-headers";

/** HTML, page data and app data are asked again every time (Gatsby's caching rules). */
export const REVALIDATE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Pagefind's files named by their content; its entry file names them, and goes up after them. */
const PAGEFIND_HASHED = /^pagefind\/.*_[0-9a-f]{6,}\.pf_[a-z]+$/;

/** The object that tells an open page a new build is live: written last. */
const APP_DATA = "page-data/app-data.json";

/** A deploy's phases, in their order: hashed assets, other files, page data, HTML, app data. */
export const PHASES = ["assets", "files", "page-data", "html", "app-data"];

/**
 * Whether a release file (its key, "jobs/index.html") goes to the bucket: not the gzip copies (a bucket
 * cannot choose by Accept-Encoding; the CDN compresses) and not the host files.
 */
export function isUploaded(key) {
  return !key.endsWith(".gz") && !isHostFile(key) && !key.split("/").some((part) => part.startsWith("."));
}

/** "application/javascript; charset=utf-8"; Pagefind's own files and unknown kinds as bytes. */
export function contentTypeOf(key) {
  return mimeContentType(key.split("/").pop() ?? "") || "application/octet-stream";
}

/** A year for hashed assets (their name changes with their content), revalidation for everything else. */
export function cacheControlOf(key) {
  return IMMUTABLE_ASSET.test(`/${key}`) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/** The phase a key goes up in (an index into PHASES); redirect objects go with the HTML they replace. */
export function phaseOf(key) {
  if (key === APP_DATA) return 4;
  if (IMMUTABLE_ASSET.test(`/${key}`) || PAGEFIND_HASHED.test(key)) return 0;
  if (key.startsWith("page-data/") || key === "pagefind/pagefind-entry.json") return 2;
  if (key.endsWith(".html")) return 3;
  return 1;
}
