// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

/** Old addresses of the site and where they lead now; the hosting files are made from them (gatsby/hosting/). */
export interface RedirectsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/redirects.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Redirect[];
}
/** A redirect from an old address. */
export interface Redirect {
  /** The old path. Without a language prefix it applies in every language, localized. */
  from: string;
  /** The page it leads to. */
  to: string;
  /**
   * Only these languages (the default is every language).
   *
   * @minItems 1
   */
  languages?: ("en" | "de")[];
  /** Why the redirect is there, for the next editor. */
  comment?: string;
  /** What wins over the redirect (like "the products overview page"): the redirect is kept, but not emitted. */
  overridden?: string;
}
