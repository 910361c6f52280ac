import type { Language } from "./languages";

/** A text of the content collections in every site language (`{ "en": …, "de": … }` in data/). */
export type Localized = Record<Language, string>;
