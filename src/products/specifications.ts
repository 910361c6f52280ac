/**
 * A machine's specification table (docs/technical-data.md): which fields each property takes, its unit, the
 * values a real machine of this class can have, the order an engineer reads them, and how a row is written
 * in the visitor's language. Pure, so the page, the comparison, the content checks and the tests share it.
 */
import { formatNumber } from "../shared/i18n/format-number";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";

/** How a property is given: one number, a range (min–max), either, the dimensions, or words. */
export type SpecificationForm = "value" | "range" | "valueOrRange" | "dimensions" | "text";

export interface SpecificationRule {
  form: SpecificationForm;
  unit?: string;
  /** What a machine of this class can have, inclusive; every number of the row lies within. */
  bounds?: readonly [number, number];
  integer?: boolean;
  /** Dimensions may be diameter and height (a round build plate). */
  round?: boolean;
}

/** The properties in the order of the table; the schema's enum lists the same (a test checks). */
export const SPECIFICATION_RULES = {
  buildVolume: { form: "dimensions", unit: "mm", bounds: [10, 2000], round: true },
  laserType: { form: "text" },
  laserCount: { form: "valueOrRange", bounds: [1, 16], integer: true },
  laserPower: { form: "value", unit: "W", bounds: [1, 10000] },
  wavelength: { form: "value", unit: "nm", bounds: [200, 11000] },
  spotSize: { form: "valueOrRange", unit: "µm", bounds: [10, 1000] },
  layerThickness: { form: "range", unit: "µm", bounds: [5, 500] },
  scanSpeed: { form: "value", unit: "m/s", bounds: [0.1, 50] },
  preheating: { form: "value", unit: "°C", bounds: [20, 1500] },
  inertGas: { form: "text" },
  footprint: { form: "dimensions", unit: "mm", bounds: [100, 20000] },
  weight: { form: "value", unit: "kg", bounds: [1, 50000] },
  powerSupply: { form: "text" },
} as const satisfies Record<string, SpecificationRule>;

export type SpecificationProperty = keyof typeof SPECIFICATION_RULES;
export const SPECIFICATION_ORDER = Object.keys(SPECIFICATION_RULES) as SpecificationProperty[];

export interface SpecificationRow {
  property: string;
  value?: number | null;
  min?: number | null;
  max?: number | null;
  dimensions?: readonly number[] | null;
  cylinder?: boolean | null;
  text?: Localized | null;
}

export const ruleOf = (property: string): SpecificationRule | undefined =>
  (SPECIFICATION_RULES as Record<string, SpecificationRule>)[property];

/** The rows in the table's order; rows of unknown properties last. */
export function orderedSpecifications<Row extends SpecificationRow>(rows: readonly Row[]): Row[] {
  const rank = (row: Row) => {
    const index = SPECIFICATION_ORDER.indexOf(row.property as SpecificationProperty);
    return index === -1 ? SPECIFICATION_ORDER.length : index;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

const withUnit = (number: string, unit: string | undefined) => (unit ? `${number} ${unit}` : number);

/** A row's value as the language writes it: "Ø 170 × 220 mm", "20–150 µm", "1,000 W", "Argon". */
export function formatSpecification(row: SpecificationRow, language: Language): string {
  const unit = ruleOf(row.property)?.unit;
  const number = (value: number) => formatNumber(value, language);
  if (row.text) return row.text[language];
  if (row.dimensions && row.dimensions.length > 0) {
    const sides = row.dimensions.map(number).join(" × ");
    return withUnit(row.cylinder ? `Ø ${sides}` : sides, unit);
  }
  if (typeof row.min === "number" && typeof row.max === "number")
    return withUnit(`${number(row.min)}–${number(row.max)}`, unit);
  if (typeof row.value === "number") return withUnit(number(row.value), unit);
  return "";
}
