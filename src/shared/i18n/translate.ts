import { LANGUAGE_LOCALES, type Language } from "./languages";

/** A page's translation namespaces: name → the namespace's JSON (data/locales/{language}/{name}.json). */
export type Namespaces = Readonly<Record<string, unknown>>;

/** Values put into a text's `{{placeholders}}`; a numeric `count` also picks the plural form. */
type TranslateValues = Readonly<Record<string, string | number | undefined>>;

/** Translates a key ("nav.home", "results" with a count) of the page's namespaces. */
export type Translate = (key: string, values?: TranslateValues) => string;

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

/** The value at a dotted path of a namespace ("search.kinds.all"), if there is one. */
export function valueAt(namespace: unknown, path: string): unknown {
  let value = namespace;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** "results" with a count → "results_one" or "results_other", the plural form the language uses. */
function pluralKey(key: string, count: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return `${key}_${rules.select(count)}`;
}

/**
 * The translate function of a page: the key is looked up in `namespace` first, then in the page's other
 * namespaces (a component may use a word its page's namespace holds); the plural form follows `count`;
 * `{{name}}` placeholders take the given values (text, not HTML: React escapes it when rendering). A key
 * that is found nowhere comes back as it is, so that a missing text shows, and the build's check finds it.
 */
export function translator(
  namespaces: Namespaces,
  language: Language,
  namespace: string,
  keyPrefix?: string,
): Translate {
  const order = [namespace, ...Object.keys(namespaces).filter((name) => name !== namespace)];
  const find = (path: string): string | undefined => {
    for (const name of order) {
      const value = valueAt(namespaces[name], path);
      if (typeof value === "string") return value;
    }
    return undefined;
  };
  return (key, values) => {
    const path = keyPrefix ? `${keyPrefix}.${key}` : key;
    const count = values?.count;
    const text =
      (typeof count === "number" ? find(pluralKey(path, count, language)) : undefined) ?? find(path);
    if (text === undefined) return path;
    if (values === undefined) return text;
    return text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ""));
  };
}
