// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedShortText } from "./common";

/** The settings of the whole site: its address, name, contacts and links (data/site.json). */
export interface Site {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/site.schema.json";
  /** The public address of the site, without a trailing slash; SITE_URL overrides it. */
  url: string;
  /** The company name, also the site title. */
  name: string;
  /** The site description. */
  slogan: string;
  /** The page title, with %s for the page's own title. */
  titleTemplate: string;
  /** The company's contacts. */
  contacts: {
    /** The main phone number. */
    phone: string;
    /** The fax number. */
    fax?: string;
    /** The general e-mail address. */
    email: string;
    /** The e-mail address of sales. */
    salesEmail: string;
    /** The e-mail address for applications. */
    jobsEmail: string;
  };
  /** The address in the footer. */
  footerAddress: {
    company: string;
    street: string;
    postalCode: string;
    city: string;
    country: LocalizedShortText;
  };
  /** The company's profiles. */
  social: {
    youtube: string;
    twitter: string;
    facebook: string;
    instagram: string;
    linkedin: string;
  };
  /** Other sites and services of the company. */
  links: {
    newsSite: string;
    shop: string;
    sso: string;
    configurator: string;
    configuratorApi: string;
    fileApi: string;
    uploadServer: string;
    dataServer: string;
  };
}
