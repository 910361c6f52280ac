/**
 * The rules of a product's specification table that JSON Schema cannot state (docs/technical-data.md): each
 * row gives the fields its property takes (a number, a range, dimensions or words) and numbers a machine of
 * this class can have.
 */
import { ruleOf, type SpecificationRule } from "../../src/products/specifications";
import type { EntryCheck, FieldProblem } from "./entry-consistency";
import { coded } from "./problem-line";

type Row = Readonly<Record<string, unknown>>;

const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === "object" && row !== null) : [];
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

const FIELDS = ["value", "min", "max", "dimensions", "cylinder", "text"] as const;

/** The fields each form takes; "valueOrRange" takes either value or min and max, checked below. */
const FORM_FIELDS: Readonly<Record<SpecificationRule["form"], readonly string[]>> = {
  value: ["value"],
  range: ["min", "max"],
  valueOrRange: ["value", "min", "max"],
  dimensions: ["dimensions", "cylinder"],
  text: ["text"],
};

const WHAT: Readonly<Record<SpecificationRule["form"], string>> = {
  value: "a value",
  range: "a min and a max",
  valueOrRange: "a value, or a min and a max",
  dimensions: "dimensions",
  text: "a text",
};

function formProblems(row: Row, rule: SpecificationRule, field: string): FieldProblem[] {
  const property = String(row.property);
  const given = FIELDS.filter((name) => row[name] !== undefined);
  const allowed = FORM_FIELDS[rule.form];
  const stray = given.filter((name) => !allowed.includes(name));
  if (stray.length > 0)
    return [
      coded(`${field}.${stray[0]}`, {
        code: "takesOnly",
        values: { property, what: WHAT[rule.form], fields: allowed.join(", "), stray: stray.join(", ") },
      }),
    ];
  const hasRange = row.min !== undefined || row.max !== undefined;
  const complete =
    rule.form === "value"
      ? row.value !== undefined
      : rule.form === "range"
        ? row.min !== undefined && row.max !== undefined
        : rule.form === "valueOrRange"
          ? (row.value !== undefined) !== hasRange &&
            (!hasRange || (row.min !== undefined && row.max !== undefined))
          : rule.form === "dimensions"
            ? row.dimensions !== undefined
            : row.text !== undefined;
  return complete
    ? []
    : [
        coded(field, {
          code: "needsForm",
          values: { property, what: WHAT[rule.form], fields: allowed.join(", ") },
        }),
      ];
}

function numberProblems(row: Row, rule: SpecificationRule, field: string): FieldProblem[] {
  const property = String(row.property);
  const unit = rule.unit ? ` ${rule.unit}` : "";
  const problems: FieldProblem[] = [];
  const numbers: [string, unknown][] = [
    ["value", row.value],
    ["min", row.min],
    ["max", row.max],
  ];
  if (Array.isArray(row.dimensions))
    row.dimensions.forEach((side, index) => numbers.push([`dimensions[${index}]`, side]));
  for (const [name, value] of numbers) {
    if (!isNumber(value) || !rule.bounds) continue;
    const [least, most] = rule.bounds;
    if (value < least || value > most)
      problems.push(
        coded(`${field}.${name}`, {
          code: "outsideBounds",
          values: { property, value: String(value), unit, least: String(least), most: String(most) },
        }),
      );
    else if (rule.integer && !Number.isInteger(value))
      problems.push(
        coded(`${field}.${name}`, {
          code: "notWholeSpecification",
          values: { property, value: String(value) },
        }),
      );
  }
  if (isNumber(row.min) && isNumber(row.max) && row.min >= row.max)
    problems.push(
      coded(`${field}.min`, {
        code: "minNotBelowMax",
        values: { min: String(row.min), max: String(row.max), unit },
      }),
    );
  if (Array.isArray(row.dimensions)) {
    const round = row.cylinder === true;
    if (round && !rule.round)
      problems.push(coded(`${field}.cylinder`, { code: "cannotBeRound", values: { property } }));
    const expected = round ? 2 : 3;
    if (row.dimensions.length !== expected)
      problems.push(
        coded(`${field}.dimensions`, {
          code: round ? "roundDimensions" : "boxDimensions",
          values: { property, count: String(row.dimensions.length) },
        }),
      );
  }
  return problems;
}

/** Each row gives what its property takes, in numbers a machine can have. */
export const specificationsAreConsistent: EntryCheck = (entry) =>
  rows(entry.specifications).flatMap((row, index) => {
    const rule = typeof row.property === "string" ? ruleOf(row.property) : undefined;
    if (!rule) return [];
    const field = `specifications[${index}]`;
    const form = formProblems(row, rule, field);
    return form.length > 0 ? form : numberProblems(row, rule, field);
  });

export const PRODUCT_CHECKS: readonly EntryCheck[] = [specificationsAreConsistent];
