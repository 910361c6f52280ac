import type { LocationInput } from "../../src/shared/seo/structured-data";

/** Two locations of the company, in the shape of data/locations.json entries. */
export const headquarters: LocationInput = {
  name: "Aconity3D GmbH",
  street: "Musterstraße 1",
  postalCode: "52134",
  city: "Musterstadt",
  country: { en: "Germany", de: "Deutschland" },
};

export const usBranch: LocationInput = {
  name: "Aconity3D US Inc.",
  street: "100 Sample Avenue, Suite 200",
  postalCode: "00000",
  city: "Sampleville, CA",
  country: { en: "United States", de: "Vereinigte Staaten" },
};

/** The schema.org address the headquarters become in structured data. */
export const headquartersAddress = {
  "@type": "PostalAddress",
  streetAddress: "Musterstraße 1",
  postalCode: "52134",
  addressLocality: "Musterstadt",
  addressCountry: "DE",
};

/** The schema.org address the US branch becomes in structured data. */
export const usBranchAddress = {
  "@type": "PostalAddress",
  streetAddress: "100 Sample Avenue, Suite 200",
  postalCode: "00000",
  addressLocality: "Sampleville, CA",
  addressCountry: "US",
};
