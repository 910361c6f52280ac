/**
 * What /admin/ and its preview page (/editor-preview/) say to each other with postMessage (docs/editing.md):
 * the entry being edited, and that the page is ready for it. Both sides check every message here, because
 * any page of the site's origin could post one; nothing in one is ever run or fetched. Pure.
 */

export const ENTRY_MESSAGE = "site-editor-entry";
export const READY_MESSAGE = "site-editor-preview-ready";

/**
 * @typedef {object} EntryMessage
 * @property {typeof ENTRY_MESSAGE} kind
 * @property {string} target Decap's collection, with the file of a collection of files: "jobs", "lists/home-gallery", "texts/team"
 * @property {string} slug the key the entry was opened with (its file name), empty for a new entry
 * @property {string} language the editor's language (two letters), which the warnings speak
 * @property {Record<string, unknown>} entry the entry as Decap holds it
 * @property {Record<string, string>} images a picture's path in the entry → the blob: address Decap made of it
 */

const TARGET = /^[a-z][a-z0-9_-]{0,40}(?:\/[a-z][a-z0-9_-]{0,40})?$/;
const SLUG = /^[a-z0-9_-]{0,100}$/;

/** @param {unknown} value */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A picture's address the preview may show: a blob: of this origin, never an address elsewhere.
 * @param {unknown} url
 * @param {string} origin
 * @returns {url is string}
 */
export function isOwnBlob(url, origin) {
  return typeof url === "string" && url.startsWith(`blob:${origin}/`) && url.length < 200;
}

/**
 * The entry message of a message event, or null when it is none: another origin, another kind, or a field
 * not of its kind. Pictures whose address is not a blob: of this origin are left out.
 * @param {{ origin: string, data: unknown }} event
 * @param {string} origin
 * @returns {EntryMessage | null}
 */
export function readEntryMessage(event, origin) {
  const { data } = event;
  if (event.origin !== origin || !isRecord(data) || data.kind !== ENTRY_MESSAGE) return null;
  if (typeof data.target !== "string" || !TARGET.test(data.target) || !isRecord(data.entry)) return null;
  const slug = typeof data.slug === "string" && SLUG.test(data.slug) ? data.slug : "";
  const language = typeof data.language === "string" && /^[a-z]{2}$/.test(data.language) ? data.language : "";
  const images = isRecord(data.images)
    ? Object.fromEntries(Object.entries(data.images).filter(([, url]) => isOwnBlob(url, origin)))
    : {};
  return { kind: ENTRY_MESSAGE, target: data.target, slug, language, entry: data.entry, images };
}

/**
 * Whether a message event is the preview page saying it is ready, from this origin.
 * @param {{ origin: string, data: unknown }} event
 * @param {string} origin
 */
export const isReadyMessage = (event, origin) =>
  event.origin === origin && isRecord(event.data) && event.data.kind === READY_MESSAGE;
