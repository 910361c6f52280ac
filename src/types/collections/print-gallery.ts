// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedShortText } from "./common";

/** The printed parts of the application center gallery (data/print-gallery.json). */
export interface PrintGalleryFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/print-gallery.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: PrintedPart[];
}
/** A printed part. */
export interface PrintedPart {
  /** Names the part; unique. */
  id: string;
  /** The part's picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  alt: LocalizedShortText;
}
