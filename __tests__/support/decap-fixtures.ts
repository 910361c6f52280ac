/**
 * What the tests of Decap's configuration (decap-config) and of the forms made from the schemas
 * (schema-fields) share: the references a form offers, and a field found by its name.
 */
import type { DecapField } from "../../gatsby/admin/schema-fields";

/** The references the forms may offer: one location and one machine to choose. */
export const references = {
  locations: [{ label: "Headquarters (headquarters)", value: "headquarters" }],
  products: [{ label: "AconityMIDI (aconity-midi)", value: "aconity-midi" }],
};

/** The field of this name among `fields`, if there is one. */
export const field = (fields: DecapField[] | undefined, name: string) =>
  fields?.find((candidate) => candidate.name === name);
