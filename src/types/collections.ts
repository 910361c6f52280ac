// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run
// `node scripts/collection-types.mjs`.

/** A file of data/ that a schema describes. */
export type DataFile =
  | HomeGalleryFile
  | JobsFile
  | LegacyNewsFile
  | LocationsFile
  | MaterialsFile
  | PartnersFile
  | PrintGalleryFile
  | ProductsFile
  | RedirectsFile
  | Site
  | TeamFile;
/** The kind of employment, as schema.org JobPosting names it. */
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** The headquarters or a branch. */
export type LocationKind = (typeof LOCATION_KINDS)[number];
/** raster: a PNG, scaled by the image pipeline; svg: an SVG, shown as it is. */
export type LogoType = (typeof LOGO_TYPES)[number];
/** Slugs, none repeated. */
export type SlugList = string[];
/** Which list the product is in: metal LPBF machines, polymer SLS machines or peripherals. */
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** The department the member is listed under; the team page lists the departments in this order. */
export type Position = (typeof POSITIONS)[number];

/** The slides of the home page gallery (data/home-gallery.json). */
export interface HomeGalleryFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/home-gallery.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Slide[];
}
/** A slide of the home page gallery. */
export interface Slide {
  /** Names the slide; unique. */
  id: string;
  /** The slide picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  alt: LocalizedText;
  /** The caption under the slide. */
  caption: LocalizedText;
}
/** A text in each language of the site. */
export interface LocalizedText {
  /** The English text. */
  en: string;
  /** The German text. */
  de: string;
}
/** The job postings of the careers page (data/jobs.json). */
export interface JobsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/jobs.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Posting[];
}
/** A job posting. */
export interface Posting {
  /** Names the posting; unique. */
  id: string;
  /** The job title. */
  title: LocalizedText;
  /** What the job is about. */
  summary: LocalizedText;
  /** Where the job is: the id of an entry of data/locations.json. */
  location: string;
  employmentType: EmploymentType;
  /** The day the posting was published. */
  postedAt: string;
  /** The last day of applications (end of day at the location); not before postedAt. */
  closes_at: string;
  /** The posting as a PDF. */
  pdf: string;
  /** The posting's picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: LocalizedText;
}
/** Addresses of news posts of the old site and the posts they lead to now (data/legacy-news.json). */
export interface LegacyNewsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/legacy-news.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: LegacyPost[];
}
/** A news post of the old site. */
export interface LegacyPost {
  /** The old address of the post. */
  from: string;
  /** The news page it leads to now. */
  to: string;
  /** The language of the post. */
  language: "en" | "de";
}
/** The company's sites: addresses in the footer, the contact section and the structured data (data/locations.json). */
export interface LocationsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/locations.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Location[];
}
/** A site of the company. */
export interface Location {
  /** Names the location; job postings refer to it. */
  id: string;
  kind: LocationKind;
  /** The company name at this site. */
  name: string;
  /** Street and number. */
  street: string;
  /** The postal code. */
  postalCode: string;
  /** The city. */
  city: string;
  /** The country. */
  country: LocalizedText;
  /** The phone number, as it is shown. */
  phone: string;
  /** The e-mail address of this site. */
  email: string;
  /** The IANA time zone ("Europe/Berlin"); job postings close at the end of the day there. */
  timeZone: string;
}
/** The materials of the application center, each with its datasheet (data/materials.json). */
export interface MaterialsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/materials.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Material[];
}
/** A powder material with its datasheet. */
export interface Material {
  /** Names the material; unique. */
  id: string;
  /** The material's name. */
  title: LocalizedText;
  /** The family it belongs to, like "Aluminium alloy". */
  family: LocalizedText;
  /** The material picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: LocalizedText;
  /** The datasheet PDF. */
  datasheet: string;
}
/** The research and industry partners on the home page (data/partners.json). */
export interface PartnersFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/partners.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Partner[];
}
/** A partner with its logo. */
export interface Partner {
  /** Names the partner; unique. */
  id: string;
  /** The partner's name, also the logo's text alternative. */
  name: string;
  logo: PartnerLogo;
  /** The partner's website; leave the field out when there is none. */
  url?: string;
}
/** The logo file and its kind. */
export interface PartnerLogo {
  type: LogoType;
  /** The logo file: a .png for a raster logo, an .svg for an svg logo. */
  src: string;
}
/** The printed parts of the application center gallery (data/print-gallery.json). */
export interface PrintGalleryFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/print-gallery.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: PrintedPart[];
}
/** A printed part. */
export interface PrintedPart {
  /** Names the part; unique. */
  id: string;
  /** The part's picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  alt: LocalizedText;
}
/** The machines and peripherals: one page each under /machines/<slug>/ (data/products.json). */
export interface ProductsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/products.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Product[];
}
/** A machine or peripheral. */
export interface Product {
  /** The page address /machines/<slug>/; unique among the slugs and legacy slugs of all products. */
  slug: string;
  /** Former slugs; each redirects to this product's page. */
  legacySlugs: SlugList;
  category: ProductCategory;
  /** The place in the lists of its category, from 1. */
  order: number;
  /** The product name, the same in every language. */
  name: string;
  /** The product photo. */
  image: string;
  /** What the photo shows, for visitors who cannot see it. */
  imageAlt: LocalizedText;
  /** One line under the name. */
  tagline: LocalizedText;
  /** A sentence or two for the product cards. */
  summary: LocalizedText;
  /** The product page text, in Markdown. */
  description: LocalizedText;
  /**
   * The 3 to 5 key figures of the product page; each id once.
   *
   * @minItems 3
   * @maxItems 5
   */
  keyFigures: KeyFigure[];
}
/** One key figure, like the build volume. */
export interface KeyFigure {
  /** Names the figure ("buildVolume"); unique within the product. */
  id: string;
  /** What is measured. */
  label: LocalizedText;
  /** The value with its unit. */
  value: LocalizedText;
}
/** Old addresses of the site and where they lead now; the hosting files are made from them (gatsby/hosting/). */
export interface RedirectsFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/redirects.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Redirect[];
}
/** A redirect from an old address. */
export interface Redirect {
  /** The old path. Without a language prefix it applies in every language, localized. */
  from: string;
  /** The page it leads to. */
  to: string;
  /**
   * Only these languages (the default is every language).
   *
   * @minItems 1
   */
  languages?: ("en" | "de")[];
  /** Why the redirect is there, for the next editor. */
  comment?: string;
  /** What wins over the redirect (like "the products overview page"): the redirect is kept, but not emitted. */
  overridden?: string;
}
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
    /** A text, not empty. */
    company: string;
    /** A text, not empty. */
    street: string;
    /** A text, not empty. */
    postalCode: string;
    /** A text, not empty. */
    city: string;
    country: LocalizedText;
  };
  /** The company's profiles. */
  social: {
    /** An http(s) address, like "https://www.example.org". */
    youtube: string;
    /** An http(s) address, like "https://www.example.org". */
    twitter: string;
    /** An http(s) address, like "https://www.example.org". */
    facebook: string;
    /** An http(s) address, like "https://www.example.org". */
    instagram: string;
    /** An http(s) address, like "https://www.example.org". */
    linkedin: string;
  };
  /** Other sites and services of the company. */
  links: {
    /** An http(s) address, like "https://www.example.org". */
    newsSite: string;
    /** An http(s) address, like "https://www.example.org". */
    shop: string;
    /** An http(s) address, like "https://www.example.org". */
    sso: string;
    /** An http(s) address, like "https://www.example.org". */
    configurator: string;
    /** An http(s) address, like "https://www.example.org". */
    configuratorApi: string;
    /** An http(s) address, like "https://www.example.org". */
    fileApi: string;
    /** An http(s) address, like "https://www.example.org". */
    uploadServer: string;
    /** An http(s) address, like "https://www.example.org". */
    dataServer: string;
  };
}
/** The members of the team page, grouped by position (data/team.json). */
export interface TeamFile {
  /** This schema, so that editors check the file and complete its fields. */
  $schema: "./schemas/team.schema.json";
  /** The entries, in the order the site shows them where it keeps the file's order. */
  entries: Member[];
}
/** A team member. */
export interface Member {
  /** Names the member; unique. */
  id: string;
  /** The member's name. */
  name: string;
  position: Position;
  /** The member's role. */
  role: LocalizedText;
  /** The member's photo, or null for none. */
  image: string | null;
}

// The values of each named enumeration, for code that lists them.
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "INTERN"] as const;
export const LOCATION_KINDS = ["headquarters", "branch"] as const;
export const LOGO_TYPES = ["raster", "svg"] as const;
export const PRODUCT_CATEGORIES = ["metal", "polymer", "peripheral"] as const;
export const POSITIONS = [
  "management",
  "finance",
  "sales",
  "projectManagement",
  "researchAndDevelopment",
  "machineDevelopment",
  "applicationDevelopment",
  "softwareDevelopment",
  "service",
  "testingFacilities",
  "production",
  "assembly",
  "electricalWorkshop",
  "fineMechanicalWorkshop",
  "studentAssistants",
] as const;
