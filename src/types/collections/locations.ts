// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedShortText } from "./common";

/** The headquarters or a branch. */
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** The company's sites: addresses in the footer, the contact section and the structured data (data/locations.json). */
export interface LocationsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/locations.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Location[];
}
/** A site of the company. */
export interface Location {
  /** Names the location; job postings refer to it. */
  id: string;
  kind: LocationKind;
  /** The company name at this site. */
  name: string;
  /** Street and number. */
  street: string;
  /** The postal code. */
  postalCode: string;
  /** The city. */
  city: string;
  /** The country. */
  country: LocalizedShortText;
  /** The phone number, as it is shown. */
  phone: string;
  /** The e-mail address of this site. */
  email: string;
  /** The IANA time zone ("Europe/Berlin"); job postings close at the end of the day there. */
  timeZone: string;
}

// The values of each named enumeration, for code that lists them.
export const LOCATION_KINDS = ["headquarters", "branch"] as const;
