// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run
// `node scripts/collection-types.mjs`.

import type { LocalizedText } from "./common";

/** The materials of the application center, each with its datasheet (data/materials.json). */
export interface MaterialsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/materials.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Material[];
}
/** A powder material with its datasheet. */
export interface Material {
  /** Names the material; unique. */
  id: string;
  /** The material's name. */
  title: LocalizedText;
  /** The family it belongs to, like "Aluminium alloy". */
  family: LocalizedText;
  /** The material picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: LocalizedText;
  /** The datasheet PDF. */
  datasheet: string;
}
