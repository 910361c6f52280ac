/**
 * The fields of Decap CMS's form for a page's texts, read from the shape of its English file
 * (data/locales/en/<namespace>.json). Pure.
 */
import { fieldLabel, type DecapField } from "./schema-fields";

/** The editor's words for the keys page texts share ("hero" → "Page header"): the `textKeys` of "editor". */
export type KeyWords = Readonly<Record<string, string>>;

/** Longer than this, or with a line break, a text gets a text area. */
const LONG_TEXT = 80;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function textWidget(values: readonly unknown[]): string {
  return values.some(
    (value) => typeof value === "string" && (value.length > LONG_TEXT || value.includes("\n")),
  )
    ? "text"
    : "string";
}

/** The field for `name`, from every value it has in the samples (a list's items, or one value). */
function fieldFor(name: string, values: readonly unknown[], required: boolean, words: KeyWords): DecapField {
  const label = Object.hasOwn(words, name) ? words[name] : fieldLabel(name);
  const present = values.filter((value) => value !== undefined && value !== null);
  if (present.every(Array.isArray)) {
    // A list of the page's texts, of records or of plain texts.
    const list = { name, label, widget: "list", i18n: true, required } as const;
    const items = present.flatMap((value) => value as unknown[]);
    if (items.length > 0 && items.every(isRecord)) {
      const fields = recordFields(items as Record<string, unknown>[], words);
      const summary = ["title", "label", "name", "id"].find((key) =>
        fields.some((field) => field.name === key),
      );
      return {
        ...list,
        collapsed: true,
        fields,
        ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
      };
    }
    return {
      ...list,
      field: { name: "text", label: words.text ?? "Text", widget: textWidget(items), i18n: true },
    };
  }
  if (present.length > 0 && present.every(isRecord)) {
    return { name, label, widget: "object", i18n: true, required, fields: recordFields(present, words) };
  }
  if (present.every((value) => typeof value === "number")) {
    return { name, label, widget: "number", i18n: true, required };
  }
  if (present.every((value) => typeof value === "boolean")) {
    return { name, label, widget: "boolean", i18n: true, required };
  }
  return { name, label, widget: textWidget(present), i18n: true, required };
}

/** The fields of objects of one kind: every key any of them has, required where all have it. */
function recordFields(records: readonly Record<string, unknown>[], words: KeyWords): DecapField[] {
  const names = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return names.map((name) =>
    fieldFor(
      name,
      records.map((record) => record[name]),
      records.every((record) => name in record),
      words,
    ),
  );
}

/** The fields of a namespace's form, from its English texts, labelled with `words`. */
export function textFields(english: Record<string, unknown>, words: KeyWords = {}): DecapField[] {
  return recordFields([english], words);
}
