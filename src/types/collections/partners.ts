// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

/** raster: a PNG, scaled by the image pipeline; svg: an SVG, shown as it is. */
export type LogoType = (typeof LOGO_TYPES)[number];

/** A research or industry partner on the home page, with its logo. One file per partner in data/partners/, named after its id. */
export interface Partner {
  /** This schema, so that editors check the file and complete its fields. */
  $schema?: "../schemas/partners.schema.json";
  /** Names the partner; unique. */
  id: string;
  /** The place in the list of partners, from 1. */
  order: number;
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
