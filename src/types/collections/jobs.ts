// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedText, LocalizedShortText } from "./common";

/** The kind of employment, as schema.org JobPosting names it. */
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A job posting of the careers page. One file per posting in data/jobs/, named after its id. */
export interface Posting {
  /** This schema, so that editors check the file and complete its fields. */
  $schema?: "../schemas/jobs.schema.json";
  /** Names the posting; unique. */
  id: string;
  /** The job title. */
  title: LocalizedShortText;
  /** What the job is about. */
  summary: LocalizedText;
  /** Where the job is: the id of an entry of data/locations.json. */
  location: string;
  employmentType: EmploymentType;
  /** The day the posting was published. */
  postedAt: string;
  /** The last day of applications (end of day at the location); not before postedAt. */
  closes_at: string;
  /** The posting as a PDF. */
  pdf: string;
  /** The posting's picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: LocalizedShortText;
}

// The values of each named enumeration, for code that lists them.
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "INTERN"] as const;
