import type { Language } from "../../i18n/languages";

/** A machine or product to ask a quote for (data/products.json). */
export interface QuoteProduct {
  slug: string;
  name: string;
}

/** A material to tick (data/materials.json). */
export interface QuoteMaterial {
  id: string;
  title: Record<Language, string>;
}
