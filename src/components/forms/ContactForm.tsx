import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useId, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useLanguage } from "../../hooks/use-language";
import { rulesSchema } from "../../forms/yup-schema";
import { appendPerson, CONTACT_DRAFT_SHAPE, CONTACT_SUBJECTS, PERSON_RULES } from "./contact-fields";
import { SelectField, TextField } from "./Fields";
import { useFormsTranslation } from "./forms-i18n";
import { FormEnd } from "./FormEnd";
import { SentMessage } from "./SendStatus";
import { useFocusFirstError } from "./use-focus-first-error";
import { useFormDraft } from "./use-form-draft";
import { useMailSend, useSingleSubmit } from "./use-mail-send";
import { useRecaptcha } from "./use-recaptcha";
import * as styles from "./Forms.module.css";

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  consent: boolean;
  website: string;
}

const EMPTY: ContactValues = {
  name: "",
  email: "",
  company: "",
  subject: "",
  message: "",
  consent: false,
  website: "",
};

export interface ContactFormProps {
  mailApiUrl: string;
  /** The address named when sending fails. */
  email: string;
}

/** The contact form: name, email, company, subject, message, consent, and a honeypot. */
export default function ContactForm({ mailApiUrl, email }: ContactFormProps) {
  const { t } = useFormsTranslation();
  const language = useLanguage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const withToken = useRecaptcha("contact");
  const { state, failure, send, pretendSent } = useMailSend(mailApiUrl);
  // One draft for the home page's form and the modal, in both languages.
  const draft = useFormDraft("contact", CONTACT_DRAFT_SHAPE);

  const schema = useMemo(
    () =>
      rulesSchema(
        {
          name: { label: t("fields.name"), rules: PERSON_RULES.name },
          email: { label: t("fields.email"), rules: PERSON_RULES.email },
          company: { label: t("fields.company"), rules: PERSON_RULES.company },
          subject: { label: t("fields.subject"), rules: [{ rule: "required" }] },
          message: { label: t("fields.message"), rules: [{ rule: "required" }] },
          consent: { label: t("fields.consentLabel"), rules: PERSON_RULES.consent },
        },
        language,
      ),
    [t, language],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ContactValues>({
    mode: "all",
    resolver: yupResolver(schema) as never,
    shouldFocusError: false,
    defaultValues: { ...EMPTY, ...draft.restored },
  });

  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);

  const submit = useSingleSubmit(
    handleSubmit(async (values) => {
      if (values.website.trim() !== "") {
        clearDraft();
        return pretendSent();
      }
      const sent = await send(() => {
        const body = new FormData();
        body.append("form", "contact");
        body.append("language", language);
        appendPerson(body, values);
        body.append("subject", t(`subjects.${values.subject}`));
        body.append("message", values.message);
        return withToken(body);
      });
      if (sent) clearDraft();
    }, focusFirstError),
  );

  if (state === "sent") return <SentMessage />;
  const sending = state === "sending";
  const field = (name: string) => `${id}-${name}`;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.row}>
        <TextField
          id={field("name")}
          label={t("fields.name")}
          required
          autoComplete="name"
          error={errors.name}
          registration={register("name")}
        />
        <TextField
          id={field("email")}
          label={t("fields.email")}
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          registration={register("email")}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={field("company")}
          label={t("fields.company")}
          autoComplete="organization"
          error={errors.company}
          registration={register("company")}
        />
        <SelectField
          id={field("subject")}
          label={t("fields.subject")}
          required
          placeholder={t("choose")}
          error={errors.subject}
          registration={register("subject")}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`subjects.${subject}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        id={field("message")}
        label={t("fields.message")}
        required
        multiline
        error={errors.message}
        registration={register("message")}
      />
      <FormEnd
        fieldId={field}
        consent={{ error: errors.consent, registration: register("consent") }}
        honeypot={register("website")}
        failure={state === "failed" ? failure : null}
        sending={sending}
        email={email}
        onRetry={() => submit()}
        sendLabel={t("send")}
      />
    </form>
  );
}
