import type { DraftShape } from "../../forms/form-draft";
import type { RuleSpec } from "../../forms/rules";

/** The subjects of the contact form, as keys of `forms:subjects`. */
export const CONTACT_SUBJECTS = [
  "general",
  "machines",
  "service",
  "applications",
  "academy",
  "careers",
] as const;

/** Rules of the person fields both forms share. */
export const PERSON_RULES = {
  name: [{ rule: "required" }],
  email: [{ rule: "required" }, { rule: "email" }],
  company: [],
  consent: [{ rule: "required", allowFalse: false }],
} satisfies Record<string, RuleSpec[]>;

/** What the contact form keeps while the visitor types (not the honeypot `website`). */
export const CONTACT_DRAFT_SHAPE: DraftShape = {
  name: "text",
  email: "text",
  company: "text",
  subject: { oneOf: CONTACT_SUBJECTS },
  message: "text",
  consent: "flag",
};

/** The CAD file of a quote request: optional, at most 20 MB. */
export const CAD_FILE_LIMIT_MB = 20;

/** The person fields both forms send, and the consent they required. */
export function appendPerson(body: FormData, person: { name: string; email: string; company: string }): void {
  body.append("name", person.name.trim());
  body.append("email", person.email.trim());
  body.append("company", person.company.trim());
  body.append("consent", "yes");
}
