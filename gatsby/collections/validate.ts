/**
 * Checks the content collections against the tables in rules.ts before the build reads them, so a typo in
 * data/ stops the build with a message naming file, entry and field instead of a GraphQL error far away.
 */
import fs from "node:fs";
import path from "node:path";
import { parseCalendarDate } from "../../src/i18n/calendar-date";
import { LANGUAGES } from "../../src/i18n/languages";
import { COLLECTION_RULES, type CollectionRules, type FieldRule, type Fields } from "./rules";

export interface ValidationContext {
  /** Whether a file exists, by its path from the repository root ("data/images/…", "static/files/…"). */
  fileExists(relativePathFromRepoRoot: string): boolean;
  /** The first bytes of a file as Latin-1 text; without it the content of PDFs is not checked. */
  readHead?(relativePathFromRepoRoot: string): string;
}

const KEBAB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

type Entry = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Entry {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What a value is, for "must be …, found …" messages. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  const shown = JSON.stringify(value);
  return `${typeof value} ${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}`;
}

/** A relative path inside its folder: no absolute paths, no "..", no backslashes. */
function isContainedPath(candidate: string): boolean {
  return (
    !candidate.includes("\\") && !candidate.split("/").some((segment) => segment === ".." || segment === "")
  );
}

interface Checker {
  context: ValidationContext;
  report(field: string, message: string): void;
}

function checkText(value: unknown, field: string, checker: Checker): value is string {
  if (typeof value !== "string") {
    checker.report(field, `must be a text, found ${describe(value)}`);
    return false;
  }
  if (value.trim() === "") {
    checker.report(field, "must not be empty");
    return false;
  }
  return true;
}

function checkSlug(value: unknown, field: string, checker: Checker): value is string {
  if (!checkText(value, field, checker)) return false;
  if (!KEBAB_SLUG.test(value)) {
    checker.report(field, `must be a kebab-case slug (a-z, 0-9 and single hyphens), found "${value}"`);
    return false;
  }
  return true;
}

function checkImage(value: string, field: string, extensions: readonly string[], checker: Checker): void {
  if (!isContainedPath(value)) {
    checker.report(field, `must be a path relative to data/ without "..", found "${value}"`);
    return;
  }
  if (!extensions.some((extension) => value.toLowerCase().endsWith(extension))) {
    checker.report(field, `must be an image file (${extensions.join(", ")}), found "${value}"`);
    return;
  }
  const file = `data/${value}`;
  if (!checker.context.fileExists(file)) checker.report(field, `file ${file} does not exist`);
}

function checkPdf(value: string, field: string, checker: Checker): void {
  if (!value.startsWith("/") || !isContainedPath(value.slice(1)) || !value.toLowerCase().endsWith(".pdf")) {
    checker.report(field, `must be a site path of a PDF in static/ like "/files/name.pdf", found "${value}"`);
    return;
  }
  const file = `static${value}`;
  if (!checker.context.fileExists(file)) {
    checker.report(field, `file ${file} does not exist`);
    return;
  }
  const head = checker.context.readHead?.(file);
  if (head !== undefined && !head.startsWith("%PDF-")) checker.report(field, `file ${file} is not a PDF`);
}

function checkUrl(value: string, field: string, checker: Checker): void {
  let protocol = "";
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol !== "https:" && protocol !== "http:") {
    checker.report(field, `must be an http(s) URL, found "${value}"`);
  }
}

function checkFields(value: Entry, fields: Fields, prefix: string, checker: Checker): boolean {
  let valid = true;
  for (const [name, rule] of Object.entries(fields)) {
    if (!checkField(value[name], rule, `${prefix}${name}`, checker, name in value)) valid = false;
  }
  for (const name of Object.keys(value)) {
    if (!(name in fields)) {
      checker.report(
        `${prefix}${name}`,
        `is not a field of this collection (known: ${Object.keys(fields).join(", ")})`,
      );
      valid = false;
    }
  }
  return valid;
}

/** Checks one field against its rule, reporting every problem; true when the field is valid. */
function checkField(
  value: unknown,
  rule: FieldRule,
  field: string,
  checker: Checker,
  present: boolean,
): boolean {
  let problems = 0;
  const counting: Checker = {
    context: checker.context,
    report(where, message) {
      problems += 1;
      checker.report(where, message);
    },
  };

  if (!present || value === undefined) {
    if (rule.optional) return true;
    counting.report(field, "is missing");
    return false;
  }
  if (value === null) {
    if (rule.nullable) return true;
    counting.report(
      field,
      rule.optional ? "must not be null (leave the field out instead)" : "must not be null",
    );
    return false;
  }

  switch (rule.type) {
    case "text":
      if (checkText(value, field, counting) && rule.pattern && !rule.pattern.test(value)) {
        counting.report(field, `must be ${rule.patternName ?? `like ${rule.pattern}`}, found "${value}"`);
      }
      break;
    case "slug":
      checkSlug(value, field, counting);
      break;
    case "localizedText":
      if (!isRecord(value)) {
        counting.report(field, `must be an object with "en" and "de" texts, found ${describe(value)}`);
        break;
      }
      for (const language of LANGUAGES) {
        if (!(language in value)) counting.report(`${field}.${language}`, "is missing");
        else checkText(value[language], `${field}.${language}`, counting);
      }
      for (const extra of Object.keys(value).filter(
        (key) => !(LANGUAGES as readonly string[]).includes(key),
      )) {
        counting.report(`${field}.${extra}`, 'is not a language of the site (only "en" and "de")');
      }
      break;
    case "slugList": {
      if (!Array.isArray(value)) {
        counting.report(field, `must be a list of slugs, found ${describe(value)}`);
        break;
      }
      const seen = new Set<string>();
      value.forEach((item, index) => {
        if (!checkSlug(item, `${field}[${index}]`, counting)) return;
        if (seen.has(item)) counting.report(`${field}[${index}]`, `repeats "${item}"`);
        seen.add(item);
      });
      break;
    }
    case "enum":
      if (typeof value !== "string" || !rule.values.includes(value)) {
        counting.report(
          field,
          `must be one of ${rule.values.map((v) => `"${v}"`).join(", ")}, found ${describe(value)}`,
        );
      }
      break;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        counting.report(field, `must be a number, found ${describe(value)}`);
      } else if (rule.integer && !Number.isInteger(value)) {
        counting.report(field, `must be a whole number, found ${value}`);
      } else if (
        (rule.min !== undefined && value < rule.min) ||
        (rule.max !== undefined && value > rule.max)
      ) {
        counting.report(field, `must be within ${rule.min ?? "-∞"}…${rule.max ?? "∞"}, found ${value}`);
      }
      break;
    case "date":
      if (typeof value !== "string") {
        counting.report(field, `must be a date "YYYY-MM-DD", found ${describe(value)}`);
        break;
      }
      try {
        parseCalendarDate(value);
      } catch (error) {
        counting.report(field, `must be a real date "YYYY-MM-DD": ${(error as Error).message}`);
      }
      break;
    case "image":
      if (checkText(value, field, counting))
        checkImage(value, field, rule.extensions ?? RASTER_EXTENSIONS, counting);
      break;
    case "pdf":
      if (checkText(value, field, counting)) checkPdf(value, field, counting);
      break;
    case "url":
      if (checkText(value, field, counting)) checkUrl(value, field, counting);
      break;
    case "object":
      if (!isRecord(value)) counting.report(field, `must be an object, found ${describe(value)}`);
      else checkFields(value, rule.fields, `${field}.`, counting);
      break;
    case "objectList": {
      if (!Array.isArray(value)) {
        counting.report(field, `must be a list, found ${describe(value)}`);
        break;
      }
      const { minItems = 0, maxItems = Infinity } = rule;
      if (value.length < minItems || value.length > maxItems) {
        const range = maxItems === Infinity ? `at least ${minItems}` : `${minItems} to ${maxItems}`;
        counting.report(field, `must have ${range} entries, found ${value.length}`);
      }
      const keys = new Map<string, number>();
      value.forEach((item, index) => {
        const itemField = `${field}[${index}]`;
        if (!isRecord(item)) {
          counting.report(itemField, `must be an object, found ${describe(item)}`);
          return;
        }
        checkFields(item, rule.fields, `${itemField}.`, counting);
        const key = rule.key === undefined ? undefined : item[rule.key];
        if (typeof key !== "string") return;
        const first = keys.get(key);
        if (first !== undefined) {
          counting.report(
            `${itemField}.${rule.key}`,
            `duplicate ${rule.key} "${key}" (also at ${field}[${first}])`,
          );
        } else keys.set(key, index);
      });
      break;
    }
  }
  return problems === 0;
}

function entryLabel(key: unknown, index: number): string {
  return typeof key === "string" && key.trim() !== ""
    ? `entry "${key}" (index ${index})`
    : `entry at index ${index}`;
}

/** Legacy slugs redirect to their entry: none may equal a slug or another legacy slug. */
function checkAliases(
  file: string,
  rules: CollectionRules,
  entries: readonly unknown[],
  problems: string[],
): void {
  const aliasField = rules.aliases;
  if (!aliasField) return;
  const owners = new Map<string, string>();
  entries.forEach((entry, index) => {
    if (isRecord(entry) && typeof entry[rules.key] === "string") {
      owners.set(entry[rules.key] as string, `the ${rules.key} of ${entryLabel(entry[rules.key], index)}`);
    }
  });
  entries.forEach((entry, index) => {
    if (!isRecord(entry) || !Array.isArray(entry[aliasField])) return;
    const ownAliases = new Set<string>();
    (entry[aliasField] as unknown[]).forEach((alias, position) => {
      // A repeat within one entry is reported by the slug-list rule.
      if (typeof alias !== "string" || ownAliases.has(alias)) return;
      ownAliases.add(alias);
      const label = entryLabel(entry[rules.key], index);
      const owner = owners.get(alias);
      if (owner !== undefined) {
        problems.push(
          `${file}: ${label}: field "${aliasField}[${position}]": "${alias}" collides with ${owner}`,
        );
      } else {
        owners.set(alias, `${aliasField} of ${label}`);
      }
    });
  });
}

/** Every problem of one collection file's parsed content; an empty list when it keeps the contract. */
export function validateCollection(file: string, entries: unknown, context: ValidationContext): string[] {
  const rules = COLLECTION_RULES[file];
  if (!rules) {
    throw new Error(`No rules for ${file}; known collections: ${Object.keys(COLLECTION_RULES).join(", ")}`);
  }
  if (!Array.isArray(entries))
    return [`${file}: must be a JSON array of entries, found ${describe(entries)}`];

  const problems: string[] = [];
  const keys = new Map<string, number>();
  entries.forEach((entry: unknown, index) => {
    if (!isRecord(entry)) {
      problems.push(`${file}: entry at index ${index}: must be an object, found ${describe(entry)}`);
      return;
    }
    const label = entryLabel(entry[rules.key], index);
    const checker: Checker = {
      context,
      report: (field, message) => problems.push(`${file}: ${label}: field "${field}": ${message}`),
    };
    const valid = checkFields(entry, rules.fields, "", checker);
    if (valid) {
      for (const check of rules.entryChecks ?? []) {
        for (const problem of check(entry)) checker.report(problem.field, problem.message);
      }
    }
    const key = entry[rules.key];
    if (typeof key !== "string") return;
    const first = keys.get(key);
    if (first !== undefined)
      checker.report(rules.key, `duplicate ${rules.key} "${key}" (also at index ${first})`);
    else keys.set(key, index);
  });
  checkAliases(file, rules, entries, problems);
  return problems;
}

/** Files on disk, under the repository root. */
export function fileSystemContext(repoRoot: string): ValidationContext {
  return {
    fileExists(relativePath) {
      try {
        return fs.statSync(path.join(repoRoot, relativePath)).isFile();
      } catch {
        return false;
      }
    },
    readHead(relativePath) {
      const descriptor = fs.openSync(path.join(repoRoot, relativePath), "r");
      try {
        const buffer = Buffer.alloc(8);
        const length = fs.readSync(descriptor, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, length).toString("latin1");
      } finally {
        fs.closeSync(descriptor);
      }
    },
  };
}

/** Every problem of every collection file under a repository root. */
export function validateCollections(repoRoot: string): string[] {
  const context = fileSystemContext(repoRoot);
  return Object.keys(COLLECTION_RULES).flatMap((file) => {
    let text: string;
    try {
      text = fs.readFileSync(path.join(repoRoot, file), "utf8");
    } catch {
      return [`${file}: the file is missing`];
    }
    let entries: unknown;
    try {
      entries = JSON.parse(text.replace(/^\uFEFF/, ""));
    } catch (error) {
      return [`${file}: not valid JSON: ${(error as Error).message}`];
    }
    return validateCollection(file, entries, context);
  });
}

export class CollectionError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content in data/ has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    this.name = "CollectionError";
  }
}

/** Throws a CollectionError listing every problem of every collection, if there is any. */
export function assertValidCollections(repoRoot: string): void {
  const problems = validateCollections(repoRoot);
  if (problems.length > 0) throw new CollectionError(problems);
}
