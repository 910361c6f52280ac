// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run the script.

/** A text in each language of the site. */
export interface LocalizedText {
  /** The English text. */
  en: string;
  /** The German text. */
  de: string;
}
