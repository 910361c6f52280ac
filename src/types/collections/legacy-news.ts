// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

/** Addresses of news posts of the old site and the posts they lead to now (data/legacy-news.json). */
export interface LegacyNewsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/legacy-news.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: LegacyPost[];
}
/** A news post of the old site. */
export interface LegacyPost {
  /** The old address of the post. */
  from: string;
  /** The news page it leads to now. */
  to: string;
  /** The language of the post. */
  language: "en" | "de";
}
