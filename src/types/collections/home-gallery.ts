// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedShortText } from "./common";

/** The slides of the home page gallery (data/home-gallery.json). */
export interface HomeGalleryFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/home-gallery.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Slide[];
}
/** A slide of the home page gallery. */
export interface Slide {
  /** Names the slide; unique. */
  id: string;
  /** The slide picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  alt: LocalizedShortText;
  /** The caption under the slide. */
  caption: LocalizedShortText;
}
