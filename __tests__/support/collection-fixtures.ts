/**
 * Valid entries of every collection and helpers to break them, for the tests of one data file's checks
 * (validate-file) and of the whole repository's (validate-collections).
 */
import { collectionNamed, type Collection } from "../../gatsby/collections/collections";
import {
  validateCollection,
  validateFolder,
  type ValidationContext,
} from "../../gatsby/collections/validate-file";
import { schemaErrors } from "../../gatsby/collections/schema-validator";

export type Entry = Record<string, unknown>;

export const text = (en: string) => ({ en, de: `${en} (de)` });

export const product = (slug: string, overrides: Entry = {}): Entry => ({
  slug,
  legacySlugs: [slug.replace(/-/g, "")],
  category: "metal",
  order: 1,
  name: "AconityMIDI",
  image: `images/products/${slug}.jpg`,
  imageAlt: text("The machine"),
  tagline: text("Research machine"),
  summary: text("A machine."),
  description: text("A **machine**."),
  keyFigures: [
    { id: "buildVolume", label: text("Build volume"), value: text("170 mm") },
    { id: "laser", label: text("Laser"), value: text("1 kW") },
    { id: "preheating", label: text("Preheating"), value: text("800 °C") },
  ],
  specifications: [
    { property: "buildVolume", dimensions: [170, 220], cylinder: true },
    { property: "laserPower", value: 1000 },
    { property: "layerThickness", min: 20, max: 150 },
  ],
  ...overrides,
});

export const material = (id: string, overrides: Entry = {}): Entry => ({
  id,
  order: 1,
  title: text("AlSi10Mg"),
  family: text("Aluminium alloy"),
  process: "lpbf",
  image: `images/materials/${id}.jpg`,
  imageAlt: text("Powder"),
  summary: text("A light alloy."),
  composition: [
    { element: "Al", balance: true },
    { element: "Si", min: 9, max: 11 },
    { element: "Fe", max: 0.55 },
  ],
  values: [
    {
      property: "density",
      condition: "asBuilt",
      value: 2.67,
      unit: "g/cm³",
      standard: "ISO 3369",
      samples: 10,
    },
    {
      property: "tensileStrength",
      condition: "asBuilt",
      orientation: "xy",
      value: 460,
      spread: 15,
      unit: "MPa",
      standard: "ISO 6892-1",
      samples: 6,
    },
    {
      property: "yieldStrength",
      condition: "asBuilt",
      orientation: "xy",
      value: 270,
      unit: "MPa",
      standard: "ISO 6892-1",
      samples: 6,
    },
  ],
  machines: [{ product: "aconity-midi", layerThickness: [30, 60] }],
  datasheet: `/files/datasheets/${id}.pdf`,
  ...overrides,
});

export const partner = (id: string, overrides: Entry = {}): Entry => ({
  id,
  order: 1,
  name: "Institute of Examples",
  logo: { type: "raster", src: `images/partners/${id}.png` },
  url: "https://institute.example.org",
  ...overrides,
});

export const member = (id: string, overrides: Entry = {}): Entry => ({
  id,
  order: 1,
  name: "Erika Mustermann",
  position: "management",
  role: text("Managing Director"),
  image: `images/team/${id}.jpg`,
  ...overrides,
});

export const job = (id: string, overrides: Entry = {}): Entry => ({
  id,
  title: text("Service Engineer"),
  summary: text("You keep machines running."),
  location: "headquarters",
  employmentType: "FULL_TIME",
  postedAt: "2026-11-01",
  closes_at: "2027-01-31",
  pdf: `/files/jobs/${id}.pdf`,
  image: `images/jobs/${id}.jpg`,
  imageAlt: text("Workshop"),
  ...overrides,
});

export const slide = (id: string, overrides: Entry = {}): Entry => ({
  id,
  image: `images/home-gallery/${id}.jpg`,
  alt: text("A machine"),
  caption: text("Our machine"),
  ...overrides,
});

export const printedPart = (id: string, overrides: Entry = {}): Entry => ({
  id,
  image: `images/print-gallery/${id}.jpg`,
  alt: text("A part"),
  ...overrides,
});

export const location = (id: string, kind: string): Entry => ({
  id,
  kind,
  name: "Example GmbH",
  street: "Musterstraße 1",
  postalCode: "52134",
  city: "Musterstadt",
  country: text("Germany"),
  phone: "+49 000 0000000",
  email: "info@example.com",
  timeZone: "Europe/Berlin",
});

export const VALID: Record<string, Entry[]> = {
  products: [product("aconity-mini"), product("aconity-midi", { order: 2 })],
  materials: [material("alsi10mg"), material("alsi10mg_performance"), material("12709m300")],
  partners: [
    partner("institute-a"),
    partner("company-b", { logo: { type: "svg", src: "images/partners/company-b.svg" } }),
    partner("lab-c", { url: undefined }),
  ].map((entry) => JSON.parse(JSON.stringify(entry)) as Entry),
  team: [member("erika-mustermann"), member("max-muster", { position: "studentAssistants", image: null })],
  jobs: [job("service-engineer"), job("intern", { location: "us-branch", employmentType: "INTERN" })],
  "home-gallery": [slide("midi-hall"), slide("polymer")],
  "print-gallery": [printedPart("gyroid-cube")],
  locations: [location("headquarters", "headquarters"), location("us-branch", "branch")],
  redirects: [
    { from: "/kontakt", to: "/#contact", comment: "the old contact page" },
    { from: "/de/maschinen", to: "/de/machines", languages: ["de"] },
  ],
  "legacy-news": [{ from: "/news/2019/05/old", to: "/news/new/", language: "en" }],
};

/** A list file as it is stored: its schema and its entries. */
export const stored = (name: string, entries: unknown) => ({
  $schema: `./schemas/${name}.schema.json`,
  entries,
});

/** A folder's files as they are stored: each entry in <key>.json (the names given, or the entries' keys). */
export function entryFiles(collection: Collection, entries: readonly unknown[], names?: readonly string[]) {
  return entries.map((entry, index) => ({
    file: `data/${collection.name}/${names?.[index] ?? String((entry as Entry)[collection.key])}.json`,
    content:
      entry !== null && typeof entry === "object"
        ? { $schema: `../schemas/${collection.name}.schema.json`, ...(entry as Entry) }
        : entry,
  }));
}

/** Every file the valid fixtures refer to, from the repository root. */
export function referencedFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string" && /^images\//.test(value)) files.add(`data/${value}`);
    else if (typeof value === "string" && /^\/files\//.test(value)) files.add(`static${value}`);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  Object.values(VALID).forEach(visit);
  return files;
}

export function fakeContext(
  options: { missing?: string[]; heads?: Record<string, string> } = {},
): ValidationContext {
  const files = referencedFiles();
  for (const file of options.missing ?? []) files.delete(file);
  return {
    fileExists: (file) => files.has(file),
    readHead: (file) => options.heads?.[file] ?? "%PDF-1.7\n",
    locationIds: ["headquarters", "us-branch"],
    productSlugs: ["aconity-mini", "aconity-midi"],
    schemaErrors,
  };
}

/**
 * The problems of collection `name` holding `entries`, stored as it would be: a list file, or a folder of
 * entry files (named after `names`, or after each entry's key).
 */
export function problemsOf(
  name: string,
  entries: readonly unknown[],
  context: ValidationContext = fakeContext(),
  names?: readonly string[],
) {
  const collection = collectionNamed(name);
  return collection.layout === "folder"
    ? validateFolder(collection, entryFiles(collection, entries, names), context)
    : validateCollection(collection, stored(name, entries), context);
}

/** The problems when entry `index` is changed; a folder's files keep the names of the valid entries. */
export function problemsWith(
  name: string,
  index: number,
  change: (entry: Entry) => Entry,
  context = fakeContext(),
) {
  const entries = VALID[name].map((entry, position) => (position === index ? change({ ...entry }) : entry));
  const key = collectionNamed(name).key;
  return problemsOf(
    name,
    entries,
    context,
    VALID[name].map((entry) => String(entry[key])),
  );
}

export const listNamed = (name: string) => collectionNamed(name) as Collection & { layout: "list" };
export const folderNamed = (name: string) => collectionNamed(name) as Collection & { layout: "folder" };

export function without(field: string) {
  return (entry: Entry) => {
    const copy = { ...entry };
    delete copy[field];
    return copy;
  };
}

export const set = (field: string, value: unknown) => (entry: Entry) => ({ ...entry, [field]: value });
