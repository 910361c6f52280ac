/** Rules across the fields of one entry, which JSON Schema cannot state. */
import type { LogoType } from "../../src/types/collections";
import { coded, type ProblemCode } from "./problem-line";

type Entry = Readonly<Record<string, unknown>>;

/** The file a logo of each type must be: the page scales a raster logo and inlines an SVG one. */
const LOGO_EXTENSIONS: Readonly<Record<LogoType, string>> = { raster: ".png", svg: ".svg" };

/**
 * A problem in one entry: the field (path, like "logo.src") and what is wrong with it, in English; with the
 * code and values of its words where it has them (problem-line.ts), so that /admin/ can say it in German.
 */
export interface FieldProblem {
  field: string;
  message: string;
  code?: ProblemCode;
  values?: Record<string, string>;
}

/** What a check may ask beyond the entry: the ids of data/locations.json, the slugs of data/products/. */
export interface CheckContext {
  locationIds: readonly string[];
  productSlugs: readonly string[];
}

export type EntryCheck = (entry: Entry, context: CheckContext) => FieldProblem[];

/** The logo's file must be of its declared type, since the page renders the two types differently. */
export const logoMatchesType: EntryCheck = (entry) => {
  const logo = entry.logo as { type?: unknown; src?: unknown } | undefined;
  if (typeof logo?.type !== "string" || typeof logo.src !== "string") return [];
  const extension = LOGO_EXTENSIONS[logo.type as LogoType] as string | undefined;
  if (extension === undefined || logo.src.toLowerCase().endsWith(extension)) return [];
  return [coded("logo.src", { code: "logoFileType", values: { type: logo.type, extension, src: logo.src } })];
};

/** A posting cannot close before it was posted; both are "YYYY-MM-DD", so text order is date order. */
export const postedBeforeClosing: EntryCheck = (entry) => {
  const { postedAt, closes_at: closesAt } = entry;
  if (typeof postedAt !== "string" || typeof closesAt !== "string" || postedAt <= closesAt) return [];
  return [coded("closes_at", { code: "closesBeforePosted", values: { closesAt, postedAt } })];
};
