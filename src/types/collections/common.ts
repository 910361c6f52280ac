// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

/** A text in each language of the site. */
export interface LocalizedText {
  /** The English text. */
  en: string;
  /** The German text. */
  de: string;
}

/** Slugs, none repeated. */
export type SlugList = string[];
