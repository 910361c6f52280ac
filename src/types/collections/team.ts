// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedShortText } from "./common";

/** The department the member is listed under; the team page lists the departments in this order. */
export type Position = (typeof POSITIONS)[number];

/** A member of the team page, listed under a position. One file per member in data/team/, named after its id. */
export interface Member {
  /** This schema, so that editors check the file and complete its fields. */
  $schema?: "../schemas/team.schema.json";
  /** Names the member; unique. */
  id: string;
  /** The place within the member's position on the team page, from 1. */
  order: number;
  /** The member's name. */
  name: string;
  position: Position;
  /** The member's role. */
  role: LocalizedShortText;
  /** The member's photo, or null for none. */
  image: string | null;
}

// The values of each named enumeration, for code that lists them.
export const POSITIONS = [
  "management",
  "finance",
  "sales",
  "projectManagement",
  "researchAndDevelopment",
  "machineDevelopment",
  "applicationDevelopment",
  "softwareDevelopment",
  "service",
  "testingFacilities",
  "production",
  "assembly",
  "electricalWorkshop",
  "fineMechanicalWorkshop",
  "studentAssistants",
] as const;
