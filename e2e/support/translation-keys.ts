import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

const LOCALES_DIR = path.join(__dirname, "..", "..", "data", "locales", "en");
// The attributes whose values a visitor reads or hears.
const READ_ATTRIBUTES = new Set(["alt", "aria-label", "placeholder", "title"]);

/**
 * The translation keys a page would show if its namespace were not loaded (the lookup then shows the key):
 * those that cannot be ordinary text, i.e. dotted ("search.kinds.all") or camelCase ("readMore").
 */
export function translationKeys(): Set<string> {
  const keys = new Set<string>();
  const collect = (value: unknown, prefix: string) => {
    if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) collect(inner, prefix ? `${prefix}.${key}` : key);
    } else {
      const key = prefix.replace(/_(zero|one|two|few|many|other)$/, "");
      if (key.includes(".") || /\p{Ll}\p{Lu}/u.test(key)) keys.add(key);
    }
  };
  for (const file of readdirSync(LOCALES_DIR)) {
    collect(JSON.parse(readFileSync(path.join(LOCALES_DIR, file), "utf8")), "");
  }
  return keys;
}

/** The texts and read attribute values of an HTML document that are a translation key. */
export function keysShownIn(html: string, keys: Set<string>): string[] {
  const shown: string[] = [];
  const check = (text: string) => {
    if (keys.has(text.trim())) shown.push(text.trim());
  };
  const parser = new Parser({
    ontext: check,
    onattribute: (name, value) => READ_ATTRIBUTES.has(name) && check(value),
  });
  parser.end(html);
  return shown;
}
