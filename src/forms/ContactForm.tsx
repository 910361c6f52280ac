import { yupResolver } from "@hookform/resolvers/yup";
import type { Translate } from "../shared/i18n/translate";
import {
  appendContact,
  CONTACT_DRAFT_SHAPE,
  CONTACT_SUBJECTS,
  contactSchema,
  EMPTY_CONTACT,
  type ContactValues,
} from "./contact";
import { SelectField, TextField } from "./Fields";
import { PersonFields } from "./PersonFields";
import { SiteForm } from "./SiteForm";
import { JUDGE_ONLY, useSiteForm } from "./use-site-form";

const contactRules = (t: Translate) => yupResolver(contactSchema(t), undefined, JUDGE_ONLY);

export interface ContactFormProps {
  mailApiUrl: string;
  /** The address named when sending fails. */
  email: string;
}

/** The contact form: name, email, company, subject, message, consent, and a honeypot. */
export default function ContactForm({ mailApiUrl, email }: ContactFormProps) {
  const site = useSiteForm<ContactValues>({
    form: "contact",
    mailApiUrl,
    rules: contactRules,
    empty: EMPTY_CONTACT,
    // One draft for the home page's form and the modal, in both languages.
    draftShape: CONTACT_DRAFT_SHAPE,
    appendFields: (body, values, { t }) => appendContact(body, values, t),
  });
  const {
    fieldId,
    t,
    methods: {
      register,
      formState: { errors },
    },
  } = site;

  const subject = (
    <SelectField
      id={fieldId("subject")}
      label={t("fields.subject")}
      required
      placeholder={t("choose")}
      error={errors.subject}
      registration={register("subject")}
    >
      {CONTACT_SUBJECTS.map((key) => (
        <option key={key} value={key}>
          {t(`subjects.${key}`)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <SiteForm site={site} email={email} sendLabel={t("send")}>
      <PersonFields fieldId={fieldId} besideCompany={subject} />
      <TextField
        id={fieldId("message")}
        label={t("fields.message")}
        required
        multiline
        error={errors.message}
        registration={register("message")}
      />
    </SiteForm>
  );
}
