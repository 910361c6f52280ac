/**
 * What editors may change in the browser and where it is stored, for the editor's configuration and the
 * content API's allow-list (publisher/content/content-paths.mjs) alike (docs/architecture.md §10).
 */
import { COLLECTIONS, SETTINGS } from "../collections/collections";

/** The PDFs a collection's entries link, by collection (the rest has none). */
const PDF_FOLDERS: Readonly<Record<string, string>> = {
  materials: "static/files/datasheets",
  jobs: "static/files/jobs",
};

/** Where Decap's media library looks when no field names a folder of its own. */
export const GLOBAL_MEDIA_FOLDER = "data/images";

/** Where uploads of a collection go: its images, and its PDFs where it has any. */
export interface MediaFolders {
  image: string;
  pdf?: string;
}

export const mediaOf = (name: string): MediaFolders => ({
  image: `data/images/${name}`,
  ...(PDF_FOLDERS[name] ? { pdf: PDF_FOLDERS[name] } : {}),
});

export interface ContentLayout {
  /** Collections stored as folders of entry files: data/<name>/<key>.json. */
  folders: { name: string; folder: string; key: string }[];
  /** Files edited as a whole: the short lists and the settings. */
  files: { name: string; file: string }[];
  /** The namespaces of data/locales/, each edited as one document of all languages. */
  pageTexts: string[];
  /** Folders uploads may go to, with what they hold. */
  media: { folder: string; kind: "image" | "pdf" }[];
}

/** The virtual file of a page's texts: both data/locales/<language>/<namespace>.json as one document. */
export const pageTextsFile = (namespace: string) => `data/locales/${namespace}.json`;

/** @param namespaces The namespaces of data/locales/ (the names of its English files). */
export function contentLayout(namespaces: readonly string[]): ContentLayout {
  const editable = COLLECTIONS.filter((collection) => !collection.developersOnly);
  const folders = editable.flatMap((collection) =>
    collection.layout === "folder"
      ? [{ name: collection.name, folder: collection.folder, key: collection.key }]
      : [],
  );
  const lists = editable.flatMap((collection) =>
    collection.layout === "list" ? [{ name: collection.name, file: collection.file }] : [],
  );
  const media = [...editable.map((collection) => collection.name), "site"].flatMap((name) => {
    const { image, pdf } = mediaOf(name);
    return [
      { folder: image, kind: "image" as const },
      ...(pdf ? [{ folder: pdf, kind: "pdf" as const }] : []),
    ];
  });
  return {
    folders,
    files: [...lists, ...SETTINGS.map(({ name, file }) => ({ name, file }))],
    pageTexts: [...namespaces].sort(),
    // Decap's own media folder (its media library opens there): images in it are named like all others.
    media: [{ folder: GLOBAL_MEDIA_FOLDER, kind: "image" as const }, ...media],
  };
}
