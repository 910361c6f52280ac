import { object, type InferType } from "yup";
import type { Translate } from "../shared/i18n/translate";
import type { DraftShape } from "./form-draft";
import { appendPerson, EMPTY_PERSON, PERSON_DRAFT_SHAPE, personFields } from "./person";
import { invalidMessage, requiredText } from "./validation";

/** The subjects of the contact form, as keys of `forms:subjects`. */
export const CONTACT_SUBJECTS = [
  "general",
  "machines",
  "service",
  "applications",
  "academy",
  "careers",
] as const;

/** The contact form's rules, with the messages in the language of `t` (the `forms` namespace). */
export function contactSchema(t: Translate) {
  return object({
    ...personFields(t),
    subject: requiredText(invalidMessage(t, "fields.subject")),
    message: requiredText(invalidMessage(t, "fields.message")),
  });
}

export type ContactValues = InferType<ReturnType<typeof contactSchema>>;

export const EMPTY_CONTACT: ContactValues = {
  ...EMPTY_PERSON,
  subject: "",
  message: "",
};

/** What the contact form keeps while the visitor types (not the honeypot `website`). */
export const CONTACT_DRAFT_SHAPE: DraftShape = {
  ...PERSON_DRAFT_SHAPE,
  subject: { oneOf: CONTACT_SUBJECTS },
  message: "text",
};

/** The contact form's fields after `form` and `language`; the subject goes as its text, not its key. */
export function appendContact(body: FormData, values: ContactValues, t: Translate): void {
  appendPerson(body, values);
  body.append("subject", t(`subjects.${values.subject}`));
  body.append("message", values.message);
}
