// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedShortText } from "./common";

/** A powder material of the application center, with its datasheet. One file per material in data/materials/, named after its id. */
export interface Material {
  /** This schema, so that editors check the file and complete its fields. */
  $schema?: "../schemas/materials.schema.json";
  /** Names the material; unique. */
  id: string;
  /** The place in the application center's list of materials, from 1. */
  order: number;
  /** The material's name. */
  title: LocalizedShortText;
  /** The family it belongs to, like "Aluminium alloy". */
  family: LocalizedShortText;
  /** The material picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: LocalizedShortText;
  /** The datasheet PDF. */
  datasheet: string;
}
