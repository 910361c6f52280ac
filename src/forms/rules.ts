import type { RuleName } from "./messages";

/** A rule with its options, as a field lists them. */
export type RuleSpec =
  | { rule: "required"; allowFalse?: boolean }
  | { rule: "email"; multiple?: boolean }
  | { rule: "url" }
  | { rule: "file" }
  | { rule: "filesize"; maxMegabytes: number };

/** Bytes in a megabyte, as the filesize rule counts them. */
export const MEGABYTE = 1024 * 1024;

/** Null, undefined, an empty array and empty or whitespace-only text: what `required` rejects. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "string") return value.trim() === "";
  return false;
}

const EMAIL = /^[^\s@,;"<>()[\]\\]+@[^\s@,;"<>()[\]\\]+\.[^\s@,;"<>()[\]\\]{2,}$/;
// http(s) optional; a host name with a top-level domain, `localhost` or an IPv4 address; optional port,
// path, query and hash.
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}|localhost|(?:\d{1,3}\.){3}\d{1,3})(?::\d{1,5})?(?:\/[-a-z\d%_.~+@!$&'()*,;=:]*)*(?:\?[-a-z\d%_.~+@!$&'()*,;=:/?]*)?(?:#[-a-z\d%_.~+@!$&'()*,;=:/?]*)?$/i;
const IPV4_HOST = /^(?:https?:\/\/)?((?:\d{1,3}\.){3}\d{1,3})(?=[:/?#]|$)/i;

function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

function isUrl(value: unknown): boolean {
  if (typeof value !== "string" || !URL_PATTERN.test(value)) return false;
  const ip = IPV4_HOST.exec(value);
  return !ip || ip[1].split(".").every((octet) => Number(octet) <= 255);
}

function fileName(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null && "name" in value) {
    const { name } = value as { name: unknown };
    return typeof name === "string" ? name : null;
  }
  return null;
}

function fileSize(value: unknown): number | null {
  if (typeof value === "object" && value !== null && "size" in value) {
    const { size } = value as { size: unknown };
    return typeof size === "number" ? size : null;
  }
  return null;
}

/** Whether a value passes one rule. Values that are empty reach only `required` (see validateValue). */
export function passes(spec: RuleSpec, value: unknown): boolean {
  switch (spec.rule) {
    case "required":
      if (value === false) return spec.allowFalse !== false;
      return !isEmpty(value);
    case "email":
      if (typeof value !== "string") return false;
      return spec.multiple ? value.split(",").every(isEmail) : isEmail(value);
    case "url":
      return isUrl(value);
    case "file": {
      const name = fileName(value);
      return name !== null && name.trim() !== "";
    }
    case "filesize": {
      // "Below a limit": a file of exactly the limit passes, one byte more fails.
      const size = fileSize(value);
      return size !== null && size <= spec.maxMegabytes * MEGABYTE;
    }
  }
}

/** The name of the first rule the value fails, or null. Empty values of optional fields are not checked. */
export function firstFailingRule(value: unknown, rules: readonly RuleSpec[]): RuleName | null {
  const required = rules.some((spec) => spec.rule === "required");
  if (!required && isEmpty(value)) return null;
  for (const spec of rules) {
    if (!passes(spec, value)) return spec.rule;
  }
  return null;
}
