// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run the script.
import type { LocalizedText } from "./common";

/** A team member. */
export interface Member {
  /** Names the member; unique. */
  id: string;
  /** The member's name. */
  name: string;
  position: Position;
  /** The member's role. */
  role: LocalizedText;
  /** The member's photo, or null for none. */
  image: string | null;
}

/** The department the member is listed under; the team page lists the departments in this order. */
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

export type Position = (typeof POSITIONS)[number];

/** The members of the team page, grouped by position (data/team.json). */
export interface TeamFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/team.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Member[];
}
