import { yupResolver } from "@hookform/resolvers/yup";
import type { Translate } from "../shared/i18n/translate";
import {
  appendQuote,
  EMPTY_QUOTE,
  quoteDraftShape,
  quoteSchema,
  type QuoteMaterial,
  type QuoteProduct,
  type QuoteValues,
} from "./quote";
import { quotePrefill } from "./quote-prefill";
import { CadFileField } from "./CadFileField";
import { SelectField, TextField } from "./Fields";
import { PersonFields } from "./PersonFields";
import { SiteForm } from "./SiteForm";
import { JUDGE_ONLY, useSiteForm } from "./use-site-form";
import * as styles from "./Forms.module.css";

const quoteRules = (t: Translate) => yupResolver(quoteSchema(t), undefined, JUDGE_ONLY);

export interface QuoteFormProps {
  mailApiUrl: string;
  email: string;
  products: readonly QuoteProduct[];
  materials: readonly QuoteMaterial[];
}

/** The quote request: machine or product, materials, quantity, optional CAD file, message, contact, consent. */
export default function QuoteForm({ mailApiUrl, email, products, materials }: QuoteFormProps) {
  const site = useSiteForm<QuoteValues>({
    form: "quote",
    mailApiUrl,
    rules: quoteRules,
    empty: EMPTY_QUOTE,
    draftShape: quoteDraftShape(products, materials),
    startWith: (restored) =>
      quotePrefill(
        window.location.search,
        products.map((product) => product.slug),
        materials.map((material) => material.id),
        Array.isArray(restored?.materials) ? restored.materials : [],
      ),
    appendFields: (body, values, { language }) =>
      appendQuote(body, values, { products, materials, language }),
  });
  const {
    fieldId,
    t,
    language,
    methods: {
      register,
      formState: { errors },
    },
  } = site;

  return (
    <SiteForm site={site} email={email} sendLabel={t("sendQuote")}>
      <div className={styles.row}>
        <SelectField
          id={fieldId("product")}
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
          id={fieldId("quantity")}
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
                id={fieldId(`material-${material.id}`)}
                type="checkbox"
                value={material.id}
                {...register("materials")}
              />
              <label htmlFor={fieldId(`material-${material.id}`)}>{material.title[language]}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <CadFileField id={fieldId("file")} />
      <TextField
        id={fieldId("message")}
        label={t("fields.message")}
        multiline
        error={errors.message}
        registration={register("message")}
      />
      <PersonFields fieldId={fieldId} />
    </SiteForm>
  );
}
