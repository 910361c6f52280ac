import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLanguage } from "../../hooks/use-language";
import { rulesSchema } from "../../forms/yup-schema";
import { appendPerson, CAD_FILE_LIMIT_MB, PERSON_RULES } from "./contact-fields";
import type { DraftShape } from "../../forms/form-draft";
import { describedBy, FieldError, SelectField, TextField } from "./Fields";
import { useFormsTranslation } from "./forms-i18n";
import type { QuoteMaterial, QuoteProduct } from "./quote-options";
import { FormEnd } from "./FormEnd";
import { SentMessage } from "./SendStatus";
import { useFocusFirstError } from "./use-focus-first-error";
import { useFormDraft } from "./use-form-draft";
import { useMailSend, useSingleSubmit } from "./use-mail-send";
import { useRecaptcha } from "./use-recaptcha";
import * as styles from "./Forms.module.css";

interface QuoteValues {
  product: string;
  materials: string[];
  quantity: string;
  file: File | null;
  message: string;
  name: string;
  email: string;
  company: string;
  consent: boolean;
  website: string;
}

const EMPTY: QuoteValues = {
  product: "",
  materials: [],
  quantity: "",
  file: null,
  message: "",
  name: "",
  email: "",
  company: "",
  consent: false,
  website: "",
};

/** What the quote form keeps while the visitor types: not the file (storage takes text), only its name. */
function quoteDraftShape(products: readonly QuoteProduct[], materials: readonly QuoteMaterial[]): DraftShape {
  return {
    product: { oneOf: products.map((product) => product.slug) },
    materials: { someOf: materials.map((material) => material.id) },
    quantity: "text",
    fileName: "text",
    message: "text",
    name: "text",
    email: "text",
    company: "text",
    consent: "flag",
  };
}

export interface QuoteFormProps {
  mailApiUrl: string;
  email: string;
  products: readonly QuoteProduct[];
  materials: readonly QuoteMaterial[];
}

/** The quote request: machine or product, materials, quantity, optional CAD file, message, contact, consent. */
export default function QuoteForm({ mailApiUrl, email, products, materials }: QuoteFormProps) {
  const { t } = useFormsTranslation();
  const language = useLanguage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const withToken = useRecaptcha("quote");
  const { state, failure, send, pretendSent } = useMailSend(mailApiUrl);
  const draft = useFormDraft("quote", quoteDraftShape(products, materials));
  // A file chosen before a reload (or before leaving the page) is gone: name it until one is chosen again.
  const [lostFile, setLostFile] = useState(() => {
    const name = draft.restored?.fileName;
    return typeof name === "string" ? name : "";
  });

  const schema = useMemo(
    () =>
      rulesSchema(
        {
          product: { label: t("fields.product"), rules: [{ rule: "required" }] },
          materials: { label: t("fields.materials"), rules: [] },
          quantity: { label: t("fields.quantity"), rules: [{ rule: "required" }] },
          file: {
            label: t("fields.file"),
            rules: [{ rule: "file" }, { rule: "filesize", maxMegabytes: CAD_FILE_LIMIT_MB }],
          },
          message: { label: t("fields.message"), rules: [] },
          name: { label: t("fields.name"), rules: PERSON_RULES.name },
          email: { label: t("fields.email"), rules: PERSON_RULES.email },
          company: { label: t("fields.company"), rules: PERSON_RULES.company },
          consent: { label: t("fields.consentLabel"), rules: PERSON_RULES.consent },
        },
        language,
      ),
    [t, language],
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<QuoteValues>({
    mode: "all",
    resolver: yupResolver(schema) as never,
    shouldFocusError: false,
    defaultValues: { ...EMPTY, ...draft.restored },
  });

  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    const subscription = watch((values) => saveDraft({ ...values, fileName: values.file?.name ?? lostFile }));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft, lostFile]);

  const submit = useSingleSubmit(
    handleSubmit(async (values) => {
      if (values.website.trim() !== "") {
        clearDraft();
        return pretendSent();
      }
      const sent = await send(() => {
        const product = products.find((entry) => entry.slug === values.product);
        const body = new FormData();
        body.append("form", "quote");
        body.append("language", language);
        body.append("product", product ? product.name : values.product);
        const chosen = Array.isArray(values.materials) ? values.materials : [];
        for (const materialId of chosen) {
          const material = materials.find((entry) => entry.id === materialId);
          body.append("materials", material ? material.title[language] : materialId);
        }
        body.append("quantity", values.quantity.trim());
        if (values.file) body.append("file", values.file, values.file.name);
        body.append("message", values.message);
        appendPerson(body, values);
        return withToken(body);
      });
      if (sent) clearDraft();
    }, focusFirstError),
  );

  if (state === "sent") return <SentMessage />;
  const sending = state === "sending";
  const field = (name: string) => `${id}-${name}`;
  const fileId = field("file");
  const chooseAgainId = `${fileId}-again`;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.row}>
        <SelectField
          id={field("product")}
          label={t("fields.product")}
          required
          placeholder={t("choose")}
          error={errors.product}
          registration={register("product")}
        >
          {products.map((product) => (
            <option key={product.slug} value={product.slug}>
              {product.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id={field("quantity")}
          label={t("fields.quantity")}
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.quantity}
          registration={register("quantity")}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.label}>{t("fields.materials")}</legend>
        <ul className={styles.options}>
          {materials.map((material) => (
            <li key={material.id} className={styles.check}>
              <input
                id={field(`material-${material.id}`)}
                type="checkbox"
                value={material.id}
                {...register("materials")}
              />
              <label htmlFor={field(`material-${material.id}`)}>{material.title[language]}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={fileId} className={styles.label}>
          {t("fields.file")}
        </label>
        <Controller
          control={control}
          name="file"
          render={({ field: { onChange, onBlur, name, ref }, fieldState: { error } }) => (
            <>
              <input
                id={fileId}
                ref={ref}
                name={name}
                type="file"
                className={styles.control}
                aria-invalid={error ? true : undefined}
                aria-describedby={[
                  lostFile ? chooseAgainId : null,
                  describedBy(fileId, error, t("fields.fileHint")),
                ]
                  .filter(Boolean)
                  .join(" ")}
                onBlur={onBlur}
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  if (file) setLostFile("");
                  onChange(file);
                }}
              />
              {lostFile && (
                <p id={chooseAgainId} className={styles.hint}>
                  {t("fields.fileAgain", { name: lostFile })}
                </p>
              )}
              <p id={`${fileId}-hint`} className={styles.hint}>
                {t("fields.fileHint")}
              </p>
              <FieldError id={fileId} error={error} />
            </>
          )}
        />
      </div>
      <TextField
        id={field("message")}
        label={t("fields.message")}
        multiline
        error={errors.message}
        registration={register("message")}
      />
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
      <TextField
        id={field("company")}
        label={t("fields.company")}
        autoComplete="organization"
        error={errors.company}
        registration={register("company")}
      />
      <FormEnd
        fieldId={field}
        consent={{ error: errors.consent, registration: register("consent") }}
        honeypot={register("website")}
        failure={state === "failed" ? failure : null}
        sending={sending}
        email={email}
        onRetry={() => submit()}
        sendLabel={t("sendQuote")}
      />
    </form>
  );
}
