// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { HomeGalleryFile } from "./home-gallery";
import type { Posting } from "./jobs";
import type { LegacyNewsFile } from "./legacy-news";
import type { LocationsFile } from "./locations";
import type { Material } from "./materials";
import type { Partner } from "./partners";
import type { PrintGalleryFile } from "./print-gallery";
import type { Product } from "./products";
import type { RedirectsFile } from "./redirects";
import type { Site } from "./site";
import type { Member } from "./team";

export * from "./common";
export * from "./home-gallery";
export * from "./jobs";
export * from "./legacy-news";
export * from "./locations";
export * from "./materials";
export * from "./partners";
export * from "./print-gallery";
export * from "./products";
export * from "./redirects";
export * from "./site";
export * from "./team";

/** A file of data/ that a schema describes. */
export type DataFile =
  | HomeGalleryFile
  | Posting
  | LegacyNewsFile
  | LocationsFile
  | Material
  | Partner
  | PrintGalleryFile
  | Product
  | RedirectsFile
  | Site
  | Member;
