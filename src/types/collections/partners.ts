// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run
// `node scripts/collection-types.mjs`.

/** raster: a PNG, scaled by the image pipeline; svg: an SVG, shown as it is. */
export type LogoType = (typeof LOGO_TYPES)[number];

/** The research and industry partners on the home page (data/partners.json). */
export interface PartnersFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/partners.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Partner[];
}
/** A partner with its logo. */
export interface Partner {
  /** Names the partner; unique. */
  id: string;
  /** The partner's name, also the logo's text alternative. */
  name: string;
  logo: PartnerLogo;
  /** The partner's website; leave the field out when there is none. */
  url?: string;
}
/** The logo file and its kind. */
export interface PartnerLogo {
  type: LogoType;
  /** The logo file: a .png for a raster logo, an .svg for an svg logo. */
  src: string;
}

// The values of each named enumeration, for code that lists them.
export const LOGO_TYPES = ["raster", "svg"] as const;
