// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

/** A text in each language of the site. */
export interface LocalizedText {
  /** The English text. */
  en: string;
  /** The German text. */
  de: string;
}

/** A short text in each language of the site: a title, a label, an alt text (at most 300 characters in each). */
export type LocalizedShortText = LocalizedText & {
  en?: string;
  de?: string;
};

/** Slugs, none repeated. */
export type SlugList = string[];
