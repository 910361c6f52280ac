import { localizePath, type Language } from "../i18n/languages";
import type { Localized } from "../i18n/localized";

/**
 * schema.org structured data (JSON-LD) for search engines: the organisation on every page, a Product on
 * each product page, a JobPosting per open position. The builders return plain objects; jsonLdScript turns
 * one into text that is safe inside an inline <script>.
 */

/** The fields of data/site.json the Organization needs. */
export interface SiteInput {
  name: string;
  contacts: { phone: string; email: string; salesEmail?: string | null; fax?: string | null };
  social: Readonly<Record<string, string>>;
}

/** The fields of a data/locations.json entry a postal address needs. */
export interface LocationInput {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: Localized;
}

/** One technical value of a product: a number with its unit, a range, or words ("Ø 170 × 220 mm"). */
export interface PropertyInput {
  id: string;
  /** What it is, in the page's language. */
  name: string;
  value?: number | string;
  minValue?: number;
  maxValue?: number;
  unitText?: string;
  /** The test standard a measured value follows ("ISO 6892-1"). */
  measurementTechnique?: string;
}

/** What a Product needs: a machine of data/products/ or a material of data/materials/, on its own page. */
export interface ProductInput {
  /** The page's unprefixed path: "/products/aconity-midi/", "/materials/in718/". */
  path: string;
  name: string;
  summary: Localized;
  properties: readonly PropertyInput[];
}

/** The fields of a job posting (data/jobs/) the JobPosting needs. */
export interface JobInput {
  title: Localized;
  summary: Localized;
  employmentType: string;
  postedAt: string;
  /** The first instant the posting no longer accepts applications (ISO), decided at build time. */
  closesAtInstant: string;
}

export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org";

const COUNTRY_CODES: Readonly<Record<string, string>> = {
  Germany: "DE",
  "United States": "US",
};

/** ISO 3166-1 alpha-2 code of a location's country, from its English name. */
export function countryCode(englishName: string): string {
  const code = COUNTRY_CODES[englishName];
  if (!code) {
    throw new Error(
      `No ISO country code known for "${englishName}": add it to COUNTRY_CODES in src/shared/seo/structured-data.ts`,
    );
  }
  return code;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** The node id that links a brand or publisher to the Organization rendered on every page. */
function organizationId(siteUrl: string): string {
  return `${withoutTrailingSlash(siteUrl)}/#organization`;
}

function postalAddress(location: LocationInput): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: location.street,
    postalCode: location.postalCode,
    addressLocality: location.city,
    addressCountry: countryCode(location.country.en),
  };
}

/** The company: name, address of every location, contact points and social profiles. */
export function organizationJsonLd(
  site: SiteInput,
  locations: readonly LocationInput[],
  siteUrl: string,
): JsonLd {
  const url = withoutTrailingSlash(siteUrl);
  // contactType takes the English values search engines recognise ("customer service", "sales"), whatever
  // the page's language: vocabulary, like "@type", not text for visitors.
  const contactPoint: JsonLd[] = [
    {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.contacts.phone,
      email: site.contacts.email,
    },
  ];
  if (site.contacts.salesEmail) {
    contactPoint.push({ "@type": "ContactPoint", contactType: "sales", email: site.contacts.salesEmail });
  }
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(url),
    name: site.name,
    url: `${url}/`,
    logo: `${url}/favicon.svg`,
    contactPoint,
    address: locations.map(postalAddress),
    sameAs: Object.values(site.social).filter((link) => link.length > 0),
  };
}

/**
 * A machine on its product page or a material on its datasheet page, with its technical data as properties.
 * `categoryName` is the category in the page's words. The brand points to the page's Organization by its
 * id; `brandName` repeats the name for consumers that do not follow ids.
 */
export function productJsonLd(
  product: ProductInput,
  language: Language,
  siteUrl: string,
  categoryName: string,
  imageUrl?: string,
  brandName?: string,
): JsonLd {
  const url = withoutTrailingSlash(siteUrl);
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    description: product.summary[language],
    ...(imageUrl ? { image: imageUrl } : {}),
    url: `${url}${localizePath(product.path, language)}`,
    brand: {
      "@type": "Organization",
      "@id": organizationId(url),
      url: `${url}/`,
      ...(brandName ? { name: brandName } : {}),
    },
    category: categoryName,
    additionalProperty: product.properties.map(({ id, ...property }) => ({
      "@type": "PropertyValue",
      propertyID: id,
      ...property,
    })),
  };
}

/** An open position, valid through the end of its closing day in its location's time zone. */
export function jobPostingJsonLd(
  job: JobInput,
  location: LocationInput,
  language: Language,
  siteUrl: string,
  imageUrl?: string,
): JsonLd {
  const url = withoutTrailingSlash(siteUrl);
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title[language],
    description: job.summary[language],
    datePosted: job.postedAt,
    validThrough: job.closesAtInstant,
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: location.name,
      url: `${url}/`,
      logo: `${url}/favicon.svg`,
    },
    jobLocation: { "@type": "Place", address: postalAddress(location) },
    url: `${url}${localizePath("/jobs/", language)}`,
    ...(imageUrl ? { image: imageUrl } : {}),
  };
}
