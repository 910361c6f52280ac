import { array, mixed, object, string, type InferType } from "yup";
import type { Language } from "../shared/i18n/languages";
import type { Translate } from "../shared/i18n/translate";
import type { DraftShape } from "./form-draft";
import { appendPerson, EMPTY_PERSON, PERSON_DRAFT_SHAPE, personFields } from "./person";
import { invalidMessage, MEGABYTE, requiredText } from "./validation";

/** A machine or product to ask a quote for (data/products/). */
export interface QuoteProduct {
  slug: string;
  name: string;
}

/** A material to tick (data/materials/). */
export interface QuoteMaterial {
  id: string;
  title: Record<Language, string>;
}

/** The CAD file of a quote request: optional, at most 20 MB. */
export const CAD_FILE_LIMIT_MB = 20;

/** The quote form's rules, with the messages in the language of `t` (the `forms` namespace). */
export function quoteSchema(t: Translate) {
  return object({
    product: requiredText(invalidMessage(t, "fields.product")),
    materials: array(string().defined()).defined(),
    quantity: requiredText(invalidMessage(t, "fields.quantity")),
    file: mixed((value): value is File => value instanceof File)
      .nullable()
      .typeError(t("validation.file"))
      // "Below a limit": a file of exactly the limit passes, one byte more fails.
      .test(
        "filesize",
        t("validation.filesize"),
        (file) => !file || file.size <= CAD_FILE_LIMIT_MB * MEGABYTE,
      ),
    // The chosen file's name, kept in the draft when the file itself cannot be (not sent: the file is).
    fileName: string().default(""),
    message: string().default(""),
    ...personFields(t),
  });
}

export type QuoteValues = InferType<ReturnType<typeof quoteSchema>>;

export const EMPTY_QUOTE: QuoteValues = {
  product: "",
  materials: [],
  quantity: "",
  file: null,
  fileName: "",
  message: "",
  ...EMPTY_PERSON,
};

/** What the quote form keeps while the visitor types: not the file (storage takes text), only its name. */
export function quoteDraftShape(
  products: readonly QuoteProduct[],
  materials: readonly QuoteMaterial[],
): DraftShape {
  return {
    product: { oneOf: products.map((product) => product.slug) },
    materials: { someOf: materials.map((material) => material.id) },
    quantity: "text",
    fileName: "text",
    message: "text",
    ...PERSON_DRAFT_SHAPE,
  };
}

/** The quote's fields after `form` and `language`: product and materials by name, the file with its name. */
export function appendQuote(
  body: FormData,
  values: QuoteValues,
  {
    products,
    materials,
    language,
  }: { products: readonly QuoteProduct[]; materials: readonly QuoteMaterial[]; language: Language },
): void {
  const product = products.find((entry) => entry.slug === values.product);
  body.append("product", product ? product.name : values.product);
  for (const materialId of values.materials) {
    const material = materials.find((entry) => entry.id === materialId);
    body.append("materials", material ? material.title[language] : materialId);
  }
  body.append("quantity", values.quantity.trim());
  if (values.file) body.append("file", values.file, values.file.name);
  body.append("message", values.message);
  appendPerson(body, values);
}
