import type { Language } from "../i18n/languages";

/** Names of the validation rules (docs/architecture.md §7). */
export type RuleName = "required" | "email" | "url" | "file" | "filesize";

/** The spec's messages; `{_field_}` is replaced by the field's label. */
export const RULE_MESSAGES: Readonly<
  Record<Language, { default: string } & Partial<Record<RuleName, string>>>
> = {
  en: {
    default: "{_field_} is not valid.",
    url: "This is not a valid URL.",
    file: "This is not a valid file.",
    filesize: "Filesize exceeded the limit.",
  },
  de: {
    default: "{_field_} ist nicht gültig.",
    url: "Dies ist keine gültige URL.",
    file: "Dies ist keine gültige Datei.",
    filesize: "Die Datei überschreitet die zulässige Größe.",
  },
};

/** The message of a failed rule in a language, with the field's label filled in. */
export function ruleMessage(rule: RuleName, field: string, language: Language): string {
  const messages = RULE_MESSAGES[language];
  return (messages[rule] ?? messages.default).replace(/\{_field_\}/g, field);
}
