/**
 * The pictures the preview shows from the editor's browser. A picture the entry had when it was opened is
 * the built one (the preview page has it). One the editor uploads is only in this browser until the save:
 * the file chosen in Decap's media library (by the file input or a drop) is shown from a blob: address. One
 * chosen from the library's existing files is read once from the content API, as Decap reads a media file.
 */

const TYPES = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

/** A file's name as Decap may store it (lower case, ASCII, other characters as "-"). */
const nameKey = (name) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-");

/**
 * @param {{ apiPath: string, fetch: typeof fetch, document: Document }} options
 * @returns {{ urlOf(path: string, ready: () => void): string | undefined }}
 */
export function previewPictures({ apiPath, fetch, document }) {
  /** @type {Map<string, string>} a chosen file's name → its blob: address */
  const chosen = new Map();
  /** @type {Map<string, string | null | Promise<void>>} a library file's path → blob: address, null when unreadable */
  const read = new Map();

  const choose = (files) => {
    for (const file of files ?? []) chosen.set(nameKey(file.name), URL.createObjectURL(file));
  };
  // Capturing: seen before Decap's own handlers put the file's path into the entry.
  document.addEventListener(
    "change",
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "file")
        choose(event.target.files);
    },
    true,
  );
  document.addEventListener("drop", (event) => choose(event.dataTransfer?.files), true);

  async function load(path) {
    const response = await fetch(apiPath, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "getMediaFile", params: { path: `data/${path}` }, branch: "main" }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const { content } = await response.json();
    const bytes = Uint8Array.from(atob(content), (character) => character.charCodeAt(0));
    const type = TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
    return URL.createObjectURL(new Blob([bytes], { type }));
  }

  return {
    /** The picture's blob: address, if there is one yet; `ready` is called when a read it started ends. */
    urlOf(path, ready) {
      const upload = chosen.get(nameKey(path.slice(path.lastIndexOf("/") + 1)));
      if (upload) return upload;
      const known = read.get(path);
      if (typeof known === "string") return known;
      if (known === undefined) {
        read.set(
          path,
          load(path).then(
            (url) => {
              read.set(path, url);
              ready();
            },
            // Shown as the built picture: the save's own check says what is wrong with it.
            () => read.set(path, null),
          ),
        );
      }
      return undefined;
    },
  };
}
