/**
 * Which paths the content API reads and writes: an allow-list made from the content layout, judged after
 * normalising what the client sent. Pure: the disk's own tricks (symlinks) are safe-files.mjs's.
 */

export class ContentPathError extends Error {
  status = 400;
}

/** A file or folder name of ours: letters, digits, "-", "_", inner dots; no dot first, no "..". */
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?!\.))*$/;
const KEY = /^[a-z0-9](?:[a-z0-9_-]){0,99}$/;
const MAX_PATH = 300;
const EXTENSIONS = { image: ["jpg", "jpeg", "png", "webp", "svg"], pdf: ["pdf"] };

/**
 * The path as the API will use it, or a refusal: a relative path of plain segments, exactly as given
 * (Decap names every path itself, so none is trusted).
 * @param {unknown} raw
 */
export function normalisedPath(raw) {
  if (typeof raw !== "string" || raw === "") throw new ContentPathError("A path is missing.");
  if (raw.length > MAX_PATH) throw new ContentPathError("The path is too long.");
  // Control characters, backslashes and percent signs (an encoded "." or "/") are never part of our names.
  if (/[\p{Cc}\\%]/u.test(raw)) throw new ContentPathError(`The path ${JSON.stringify(raw)} is not allowed.`);
  if (raw.startsWith("/")) throw new ContentPathError(`The path ${JSON.stringify(raw)} must be relative.`);
  const segments = raw.split("/");
  if (segments.some((segment) => !NAME.test(segment))) {
    throw new ContentPathError(`The path ${JSON.stringify(raw)} is not allowed.`);
  }
  return segments.join("/");
}

const dirname = (path) => path.slice(0, path.lastIndexOf("/"));
const basename = (path) => path.slice(path.lastIndexOf("/") + 1);

/**
 * What a path is in the content layout, or a ContentPathError: what the layout does not name
 * (gatsby-node.ts, package.json, .git/) is unreachable by construction.
 * @param {unknown} raw
 * @param {import("../../gatsby/admin/content-layout").ContentLayout} layout
 * @returns {{ kind: "entry", collection: string, key: string, path: string }
 *   | { kind: "file", name: string, path: string }
 *   | { kind: "texts", namespace: string, path: string }
 *   | { kind: "media", folder: string, type: "image" | "pdf", path: string }}
 */
export function judgeContentPath(raw, layout) {
  const path = normalisedPath(raw);
  const folder = dirname(path);
  const name = basename(path);
  const collection = layout.folders.find((candidate) => candidate.folder === folder);
  if (collection && name.endsWith(".json") && KEY.test(name.slice(0, -".json".length))) {
    return { kind: "entry", collection: collection.name, key: name.slice(0, -".json".length), path };
  }
  const file = layout.files.find((candidate) => candidate.file === path);
  if (file) return { kind: "file", name: file.name, path };
  // A page's texts are one virtual document of every language (content-documents.mjs).
  const namespace = layout.pageTexts.find((candidate) => `data/locales/${candidate}.json` === path);
  if (namespace) return { kind: "texts", namespace, path };
  const media = layout.media.find((candidate) => candidate.folder === folder);
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  if (media && EXTENSIONS[media.kind].includes(extension)) {
    return { kind: "media", folder, type: media.kind, path };
  }
  throw new ContentPathError(`The path ${JSON.stringify(path)} is not a content file the editor may change.`);
}

/**
 * A folder the client may list: a collection folder or a media folder.
 * @param {unknown} raw
 * @param {import("../../gatsby/admin/content-layout").ContentLayout} layout
 */
export function judgeContentFolder(raw, layout) {
  const folder = normalisedPath(typeof raw === "string" ? raw.replace(/\/$/, "") : raw);
  const collection = layout.folders.find((candidate) => candidate.folder === folder);
  if (collection) return { kind: "entries", collection: collection.name, folder };
  const media = layout.media.find((candidate) => candidate.folder === folder);
  if (media) return { kind: "media", folder, type: media.kind };
  throw new ContentPathError(`The folder ${JSON.stringify(folder)} is not a content folder.`);
}
