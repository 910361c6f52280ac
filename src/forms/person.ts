import { boolean, string, type InferType } from "yup";
import type { Translate } from "../shared/i18n/translate";
import type { DraftShape } from "./form-draft";
import { EMAIL_ADDRESS, invalidMessage, requiredText } from "./validation";

/**
 * The fields of the person writing, which both forms share: name, email, company, privacy consent, and
 * the honeypot `website` (a field bots fill in and people never see).
 */
export function personFields(t: Translate) {
  const consent = invalidMessage(t, "fields.consentLabel");
  return {
    name: requiredText(invalidMessage(t, "fields.name")),
    email: requiredText(invalidMessage(t, "fields.email")).matches(EMAIL_ADDRESS, {
      message: invalidMessage(t, "fields.email"),
      excludeEmptyString: true,
    }),
    company: string().default(""),
    // Unticked is `false`, which `required` lets through: consent must be given.
    consent: boolean().required(consent).oneOf([true], consent),
    website: string().default(""),
  };
}

type PersonFields = ReturnType<typeof personFields>;

export type PersonValues = { [Field in keyof PersonFields]: InferType<PersonFields[Field]> };

export const EMPTY_PERSON: PersonValues = {
  name: "",
  email: "",
  company: "",
  consent: false,
  website: "",
};

/** What both forms keep of the person while the visitor types (not the honeypot `website`). */
export const PERSON_DRAFT_SHAPE: DraftShape = {
  name: "text",
  email: "text",
  company: "text",
  consent: "flag",
};

/** The person fields both forms send, and the consent they required. */
export function appendPerson(body: FormData, person: PersonValues): void {
  body.append("name", person.name.trim());
  body.append("email", person.email.trim());
  body.append("company", person.company.trim());
  body.append("consent", "yes");
}

/** A bot filled in the honeypot: the form thanks it and sends nothing. */
export function isBot(person: Pick<PersonValues, "website">): boolean {
  return person.website.trim() !== "";
}
