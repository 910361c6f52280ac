import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COLLECTIONS, collectionOf } from "../../../gatsby/collections/collections";
import { readCollectionFile } from "../../../gatsby/collections/entries";
import { validateCollection, type ValidationContext } from "../../../gatsby/collections/validate-collection";
import {
  assertValidCollections,
  CollectionError,
  validateCollections,
} from "../../../gatsby/collections/validate-collections";
import { onCreateNode } from "../../../plugins/collections/gatsby-node";

type Entry = Record<string, unknown>;

const text = (en: string) => ({ en, de: `${en} (de)` });

const product = (slug: string, overrides: Entry = {}): Entry => ({
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
  ...overrides,
});

const material = (id: string, overrides: Entry = {}): Entry => ({
  id,
  title: text("AlSi10Mg"),
  family: text("Aluminium alloy"),
  image: `images/materials/${id}.jpg`,
  imageAlt: text("Powder"),
  datasheet: `/files/datasheets/${id}.pdf`,
  ...overrides,
});

const partner = (id: string, overrides: Entry = {}): Entry => ({
  id,
  name: "Institute of Examples",
  logo: { type: "raster", src: `images/partners/${id}.png` },
  url: "https://institute.example.org",
  ...overrides,
});

const member = (id: string, overrides: Entry = {}): Entry => ({
  id,
  name: "Erika Mustermann",
  position: "management",
  role: text("Managing Director"),
  image: `images/team/${id}.jpg`,
  ...overrides,
});

const job = (id: string, overrides: Entry = {}): Entry => ({
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

const slide = (id: string, overrides: Entry = {}): Entry => ({
  id,
  image: `images/home-gallery/${id}.jpg`,
  alt: text("A machine"),
  caption: text("Our machine"),
  ...overrides,
});

const printedPart = (id: string, overrides: Entry = {}): Entry => ({
  id,
  image: `images/print-gallery/${id}.jpg`,
  alt: text("A part"),
  ...overrides,
});

const location = (id: string, kind: string): Entry => ({
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

const VALID: Record<string, Entry[]> = {
  "data/products.json": [product("aconity-mini"), product("aconity-midi", { order: 2 })],
  "data/materials.json": [material("alsi10mg"), material("alsi10mg_performance"), material("12709m300")],
  "data/partners.json": [
    partner("institute-a"),
    partner("company-b", { logo: { type: "svg", src: "images/partners/company-b.svg" } }),
    partner("lab-c", { url: undefined }),
  ].map((entry) => JSON.parse(JSON.stringify(entry)) as Entry),
  "data/team.json": [
    member("erika-mustermann"),
    member("max-muster", { position: "studentAssistants", image: null }),
  ],
  "data/jobs.json": [
    job("service-engineer"),
    job("intern", { location: "us-branch", employmentType: "INTERN" }),
  ],
  "data/home-gallery.json": [slide("midi-hall"), slide("polymer")],
  "data/print-gallery.json": [printedPart("gyroid-cube")],
  "data/locations.json": [location("headquarters", "headquarters"), location("us-branch", "branch")],
  "data/redirects.json": [
    { from: "/kontakt", to: "/#contact", comment: "the old contact page" },
    { from: "/de/maschinen", to: "/de/machines", languages: ["de"] },
  ],
  "data/legacy-news.json": [{ from: "/news/2019/05/old", to: "/news/new/", language: "en" }],
};

/** A collection file as it is stored: its schema and its entries. */
const stored = (file: string, entries: unknown) => ({
  $schema: `./schemas/${path.basename(file, ".json")}.schema.json`,
  entries,
});

/** Every file the valid fixtures refer to, from the repository root. */
function referencedFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string" && /^images\//.test(value)) files.add(`data/${value}`);
    else if (typeof value === "string" && /^\/files\//.test(value)) files.add(`static${value}`);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  Object.values(VALID).forEach(visit);
  return files;
}

function fakeContext(
  options: { missing?: string[]; heads?: Record<string, string> } = {},
): ValidationContext {
  const files = referencedFiles();
  for (const file of options.missing ?? []) files.delete(file);
  return {
    fileExists: (file) => files.has(file),
    readHead: (file) => options.heads?.[file] ?? "%PDF-1.7\n",
    locationIds: ["headquarters", "us-branch"],
  };
}

/** The problems of a collection whose entry `index` is replaced (or, with a function, changed). */
/** The problems of `file` holding `entries`, stored as the file would be. */
function problemsOf(file: string, entries: readonly unknown[], context: ValidationContext = fakeContext()) {
  return validateCollection(collectionOf(file), stored(file, entries), context);
}

function problemsWith(file: string, index: number, change: (entry: Entry) => Entry, context = fakeContext()) {
  const entries = VALID[file].map((entry, position) => (position === index ? change({ ...entry }) : entry));
  return problemsOf(file, entries, context);
}

function without(field: string) {
  return (entry: Entry) => {
    const copy = { ...entry };
    delete copy[field];
    return copy;
  };
}

const set = (field: string, value: unknown) => (entry: Entry) => ({ ...entry, [field]: value });

describe("validateCollection", () => {
  it("has a schema for exactly the ten collections", () => {
    expect(COLLECTIONS.map((collection) => collection.file).sort()).toEqual(Object.keys(VALID).sort());
  });

  it.each(Object.keys(VALID))("accepts valid entries of %s", (file) => {
    expect(validateCollection(collectionOf(file), stored(file, VALID[file]), fakeContext())).toEqual([]);
  });

  it("throws for a file it has no schema for", () => {
    expect(() => problemsOf("data/unknown.json", [])).toThrow(/No schema for data\/unknown.json/);
  });

  it("names the form of a file that is still a bare list of entries", () => {
    expect(validateCollection(collectionOf("data/jobs.json"), [], fakeContext())).toEqual([
      'data/jobs.json: must be an object { "$schema": "./schemas/jobs.schema.json", "entries": [ … ] }, found an array',
    ]);
  });

  it("requires the entries and the file's schema", () => {
    expect(validateCollection(collectionOf("data/jobs.json"), { jobs: [] }, fakeContext())).toEqual([
      'data/jobs.json: field "$schema": is missing',
      'data/jobs.json: field "entries": is missing',
      expect.stringContaining('data/jobs.json: field "jobs": is not a field of this collection'),
    ]);
    expect(
      validateCollection(
        collectionOf("data/jobs.json"),
        { $schema: "./schemas/job.schema.json", entries: {} },
        fakeContext(),
      ),
    ).toEqual([
      'data/jobs.json: field "$schema": must be "./schemas/jobs.schema.json", found string "./schemas/job.schema.json"',
      'data/jobs.json: field "entries": must be a list, found an object',
    ]);
  });

  it("requires each entry to be an object", () => {
    expect(problemsOf("data/print-gallery.json", [printedPart("cube"), "cube"])).toEqual(
      expect.arrayContaining([
        'data/print-gallery.json: entry at index 1: must be an object, found string "cube"',
      ]),
    );
  });

  describe("names file, entry and field", () => {
    it.each`
      file                         | index | change                                                                     | problem
      ${"data/products.json"}      | ${1}  | ${without("summary")}                                                      | ${'data/products.json: entry "aconity-midi" (index 1): field "summary": is missing'}
      ${"data/products.json"}      | ${1}  | ${set("order", "2")}                                                       | ${'entry "aconity-midi" (index 1): field "order": must be a number, found string "2"'}
      ${"data/products.json"}      | ${1}  | ${set("order", 1.5)}                                                       | ${'field "order": must be a whole number, found 1.5'}
      ${"data/products.json"}      | ${1}  | ${set("order", 0)}                                                         | ${'field "order": must be within 1…∞, found 0'}
      ${"data/products.json"}      | ${1}  | ${set("name", "")}                                                         | ${'entry "aconity-midi" (index 1): field "name": must not be empty'}
      ${"data/products.json"}      | ${1}  | ${set("name", 42)}                                                         | ${'field "name": must be a text, found number 42'}
      ${"data/products.json"}      | ${1}  | ${set("tagline", "Research machine")}                                      | ${'field "tagline": must be an object with "en" and "de" texts, found string'}
      ${"data/products.json"}      | ${1}  | ${set("tagline", { en: "Research machine" })}                              | ${'entry "aconity-midi" (index 1): field "tagline.de": is missing'}
      ${"data/products.json"}      | ${1}  | ${set("tagline", { en: "x", de: "y", fr: "z" })}                           | ${'field "tagline.fr": is not a language of the site'}
      ${"data/products.json"}      | ${1}  | ${set("category", "ceramic")}                                              | ${'entry "aconity-midi" (index 1): field "category": must be one of "metal", "polymer", "peripheral", found string "ceramic"'}
      ${"data/products.json"}      | ${1}  | ${set("slug", "Aconity_MIDI")}                                             | ${'entry "Aconity_MIDI" (index 1): field "slug": must be a kebab-case slug'}
      ${"data/products.json"}      | ${1}  | ${set("legacySlugs", "aconitymidi")}                                       | ${'field "legacySlugs": must be a list of slugs, found string "aconitymidi"'}
      ${"data/products.json"}      | ${1}  | ${set("legacySlugs", ["midi", "midi"])}                                    | ${'field "legacySlugs[1]": repeats "midi"'}
      ${"data/products.json"}      | ${1}  | ${set("image", "images/products/midi.jpg")}                                | ${'data/products.json: entry "aconity-midi" (index 1): field "image": file data/images/products/midi.jpg does not exist'}
      ${"data/products.json"}      | ${1}  | ${set("image", "../secrets/midi.jpg")}                                     | ${'field "image": must be a path relative to data/ without ".."'}
      ${"data/products.json"}      | ${1}  | ${set("image", "/images/products/aconity-midi.jpg")}                       | ${'field "image": must be a path relative to data/'}
      ${"data/products.json"}      | ${1}  | ${set("image", "images/products/aconity-midi.pdf")}                        | ${'field "image": must be an image file'}
      ${"data/products.json"}      | ${1}  | ${set("image", null)}                                                      | ${'entry "aconity-midi" (index 1): field "image": must not be null'}
      ${"data/products.json"}      | ${1}  | ${set("keyFigures", [])}                                                   | ${'field "keyFigures": must have 3 to 5 entries, found 0'}
      ${"data/products.json"}      | ${1}  | ${set("keyFigures", {})}                                                   | ${'field "keyFigures": must be a list, found an object'}
      ${"data/products.json"}      | ${1}  | ${changeFigure(1, { label: { de: "Laser" } })}                             | ${'entry "aconity-midi" (index 1): field "keyFigures[1].label.en": is missing'}
      ${"data/products.json"}      | ${1}  | ${changeFigure(1, { id: "build-volume" })}                                 | ${'field "keyFigures[1].id": must be a camelCase identifier, found "build-volume"'}
      ${"data/products.json"}      | ${1}  | ${changeFigure(2, { id: "laser" })}                                        | ${'field "keyFigures[2].id": duplicate id "laser" (also at keyFigures[1])'}
      ${"data/products.json"}      | ${1}  | ${changeFigure(2, { unit: "mm" })}                                         | ${'field "keyFigures[2].unit": is not a field of this collection'}
      ${"data/products.json"}      | ${1}  | ${set("subtitle", text("x"))}                                              | ${'entry "aconity-midi" (index 1): field "subtitle": is not a field of this collection'}
      ${"data/materials.json"}     | ${2}  | ${set("datasheet", "/files/datasheets/gone.pdf")}                          | ${'data/materials.json: entry "12709m300" (index 2): field "datasheet": file static/files/datasheets/gone.pdf does not exist'}
      ${"data/materials.json"}     | ${2}  | ${set("datasheet", "files/datasheets/12709m300.pdf")}                      | ${'field "datasheet": must be a site path of a PDF in static/'}
      ${"data/materials.json"}     | ${2}  | ${set("datasheet", "/files/datasheets/12709m300.doc")}                     | ${'field "datasheet": must be a site path of a PDF in static/'}
      ${"data/materials.json"}     | ${2}  | ${set("id", "Maraging Steel")}                                             | ${'entry "Maraging Steel" (index 2): field "id": must be an identifier'}
      ${"data/materials.json"}     | ${2}  | ${without("id")}                                                           | ${'data/materials.json: entry at index 2: field "id": is missing'}
      ${"data/partners.json"}      | ${0}  | ${set("url", "ftp://institute.example.org")}                               | ${'data/partners.json: entry "institute-a" (index 0): field "url": must be an http(s) URL, found "ftp://institute.example.org"'}
      ${"data/partners.json"}      | ${0}  | ${set("url", "institute.example.org")}                                     | ${'field "url": must be an http(s) URL'}
      ${"data/partners.json"}      | ${0}  | ${set("url", null)}                                                        | ${'field "url": must not be null (leave the field out instead)'}
      ${"data/partners.json"}      | ${0}  | ${set("logo", "images/partners/institute-a.png")}                          | ${'field "logo": must be an object, found string'}
      ${"data/partners.json"}      | ${0}  | ${set("logo", { type: "vector", src: "images/partners/institute-a.png" })} | ${'entry "institute-a" (index 0): field "logo.type": must be one of "raster", "svg"'}
      ${"data/partners.json"}      | ${0}  | ${set("logo", { type: "raster" })}                                         | ${'entry "institute-a" (index 0): field "logo.src": is missing'}
      ${"data/partners.json"}      | ${0}  | ${set("logo", { type: "raster", src: "images/partners/institute-a.jpg" })} | ${'field "logo.src": must be an image file (.png, .svg)'}
      ${"data/partners.json"}      | ${1}  | ${set("logo", { type: "raster", src: "images/partners/company-b.svg" })}   | ${'entry "company-b" (index 1): field "logo.src": a raster logo must be a .png file, found images/partners/company-b.svg'}
      ${"data/team.json"}          | ${0}  | ${set("position", "marketing")}                                            | ${'data/team.json: entry "erika-mustermann" (index 0): field "position": must be one of "management"'}
      ${"data/team.json"}          | ${0}  | ${without("image")}                                                        | ${'entry "erika-mustermann" (index 0): field "image": is missing'}
      ${"data/team.json"}          | ${0}  | ${set("image", "images/team/someone-else.jpg")}                            | ${'field "image": file data/images/team/someone-else.jpg does not exist'}
      ${"data/jobs.json"}          | ${0}  | ${set("closes_at", "2027-02-30")}                                          | ${'data/jobs.json: entry "service-engineer" (index 0): field "closes_at": must be a real date "YYYY-MM-DD"'}
      ${"data/jobs.json"}          | ${0}  | ${set("postedAt", "01.11.2026")}                                           | ${'entry "service-engineer" (index 0): field "postedAt": must be a real date "YYYY-MM-DD"'}
      ${"data/jobs.json"}          | ${0}  | ${set("postedAt", 20261101)}                                               | ${'field "postedAt": must be a date "YYYY-MM-DD", found number 20261101'}
      ${"data/jobs.json"}          | ${0}  | ${set("location", "paris")}                                                | ${'field "location": must be one of "headquarters", "us-branch", found string "paris"'}
      ${"data/jobs.json"}          | ${0}  | ${set("employmentType", "full-time")}                                      | ${'field "employmentType": must be one of "FULL_TIME", "PART_TIME", "INTERN"'}
      ${"data/jobs.json"}          | ${0}  | ${set("closes_at", "2026-10-01")}                                          | ${'field "closes_at": closes on 2026-10-01, before it was posted on 2026-11-01'}
      ${"data/jobs.json"}          | ${0}  | ${set("pdf", "/files/jobs/old.pdf")}                                       | ${'field "pdf": file static/files/jobs/old.pdf does not exist'}
      ${"data/home-gallery.json"}  | ${1}  | ${without("caption")}                                                      | ${'data/home-gallery.json: entry "polymer" (index 1): field "caption": is missing'}
      ${"data/print-gallery.json"} | ${0}  | ${set("alt", text(""))}                                                    | ${'data/print-gallery.json: entry "gyroid-cube" (index 0): field "alt.en": must not be empty'}
    `("$problem", ({ file, index, change, problem }) => {
      expect(problemsWith(file, index, change)).toEqual([expect.stringContaining(problem)]);
    });
  });

  it("reports an entry without its key by its index", () => {
    const problems = problemsWith("data/team.json", 1, without("id"));
    expect(problems).toEqual(['data/team.json: entry at index 1: field "id": is missing']);
  });

  it("reports every problem of an entry, not only the first", () => {
    const problems = problemsWith("data/jobs.json", 1, (entry) => ({ ...entry, location: "paris", pdf: 3 }));
    expect(problems).toHaveLength(2);
  });

  it("accepts a team member without a photo (null)", () => {
    expect(problemsWith("data/team.json", 0, set("image", null))).toEqual([]);
  });

  it("accepts a partner without a url", () => {
    expect(problemsWith("data/partners.json", 0, without("url"))).toEqual([]);
  });

  it("reports a datasheet that is not a PDF", () => {
    const context = fakeContext({ heads: { "static/files/datasheets/alsi10mg.pdf": "<!DOCTYPE html>" } });
    expect(problemsOf("data/materials.json", VALID["data/materials.json"], context)).toEqual([
      'data/materials.json: entry "alsi10mg" (index 0): field "datasheet": file static/files/datasheets/alsi10mg.pdf is not a PDF',
    ]);
  });

  it("skips the PDF content check without readHead", () => {
    const { fileExists, locationIds } = fakeContext();
    const context = { fileExists, locationIds };
    expect(problemsOf("data/materials.json", VALID["data/materials.json"], context)).toEqual([]);
  });

  it("reports a missing image of a nested object", () => {
    const context = fakeContext({ missing: ["data/images/partners/company-b.svg"] });
    expect(problemsOf("data/partners.json", VALID["data/partners.json"], context)).toEqual([
      'data/partners.json: entry "company-b" (index 1): field "logo.src": file data/images/partners/company-b.svg does not exist',
    ]);
  });

  describe("keys", () => {
    it("reports a duplicate id naming both indexes", () => {
      const materials = [...VALID["data/materials.json"], material("alsi10mg")];
      expect(problemsOf("data/materials.json", materials)).toEqual([
        'data/materials.json: entry "alsi10mg" (index 3): field "id": duplicate id "alsi10mg" (also at index 0)',
      ]);
    });

    it("reports a duplicate slug naming both indexes", () => {
      const products = [
        product("aconity-midi"),
        product("aconity-mini", { legacySlugs: [] }),
        product("aconity-midi", { legacySlugs: [] }),
      ];
      expect(problemsOf("data/products.json", products)).toEqual([
        'data/products.json: entry "aconity-midi" (index 2): field "slug": duplicate slug "aconity-midi" (also at index 0)',
      ]);
    });
  });

  describe("legacy slugs", () => {
    it("must not equal the slug of another product", () => {
      const products = [product("aconity-midi"), product("aconity-mini", { legacySlugs: ["aconity-midi"] })];
      expect(problemsOf("data/products.json", products)).toEqual([
        'data/products.json: entry "aconity-mini" (index 1): field "legacySlugs[0]": "aconity-midi" collides with the slug of entry "aconity-midi" (index 0)',
      ]);
    });

    it("must not equal the product's own slug", () => {
      const products = [product("aconity-midi", { legacySlugs: ["aconitymidi", "aconity-midi"] })];
      expect(problemsOf("data/products.json", products)).toEqual([
        'data/products.json: entry "aconity-midi" (index 0): field "legacySlugs[1]": "aconity-midi" collides with the slug of entry "aconity-midi" (index 0)',
      ]);
    });

    it("must not equal another product's legacy slug", () => {
      const products = [
        product("aconity-midi", { legacySlugs: ["midi"] }),
        product("aconity-mini", { legacySlugs: ["aconitymini", "midi"] }),
      ];
      expect(problemsOf("data/products.json", products)).toEqual([
        'data/products.json: entry "aconity-mini" (index 1): field "legacySlugs[1]": "midi" collides with legacySlugs of entry "aconity-midi" (index 0)',
      ]);
    });
  });
});

function changeFigure(index: number, change: Entry) {
  return (entry: Entry) => {
    const figures = [...(entry.keyFigures as Entry[])];
    figures[index] = { ...figures[index], ...change };
    return { ...entry, keyFigures: figures };
  };
}

/** The site settings of the repository: they keep their schema. */
const SITE = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/site.json"), "utf8")) as Entry;

describe("validateCollections", () => {
  let repoRoot: string;

  function write(file: string, content: string | Buffer) {
    const target = path.join(repoRoot, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }

  beforeEach(() => {
    repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), "collections-"));
    for (const [file, entries] of Object.entries(VALID))
      write(file, JSON.stringify(stored(file, entries), null, 2));
    for (const file of referencedFiles()) write(file, file.endsWith(".pdf") ? "%PDF-1.7\n%âãÏÓ\n" : "image");
    write("data/site.json", JSON.stringify(SITE));
  });

  afterEach(() => {
    fs.rmSync(repoRoot, { recursive: true, force: true });
  });

  it("finds no problem in valid collections on disk", () => {
    expect(validateCollections(repoRoot)).toEqual([]);
    expect(() => assertValidCollections(repoRoot)).not.toThrow();
  });

  it("reads the files on disk: a missing image, a fake PDF, a missing file and broken JSON", () => {
    fs.rmSync(path.join(repoRoot, "data/images/team/erika-mustermann.jpg"));
    write("static/files/jobs/intern.pdf", "<html>not found</html>");
    fs.rmSync(path.join(repoRoot, "data/home-gallery.json"));
    write("data/print-gallery.json", '{"entries": [{"id": "cube",}]}');
    // A folder where an image should be is not an image.
    fs.rmSync(path.join(repoRoot, "data/images/materials/alsi10mg.jpg"));
    fs.mkdirSync(path.join(repoRoot, "data/images/materials/alsi10mg.jpg"));

    const problems = validateCollections(repoRoot);
    expect(problems).toEqual([
      'data/materials.json: entry "alsi10mg" (index 0): field "image": file data/images/materials/alsi10mg.jpg does not exist',
      'data/team.json: entry "erika-mustermann" (index 0): field "image": file data/images/team/erika-mustermann.jpg does not exist',
      'data/jobs.json: entry "intern" (index 1): field "pdf": file static/files/jobs/intern.pdf is not a PDF',
      "data/home-gallery.json: the file is missing",
      expect.stringMatching(/^data\/print-gallery\.json: not valid JSON: /),
    ]);
  });

  it("throws an error that lists every problem", () => {
    write("data/products.json", JSON.stringify(VALID["data/products.json"]));
    write("data/jobs.json", JSON.stringify(stored("data/jobs.json", [])));
    fs.rmSync(path.join(repoRoot, "static/files/datasheets/cocrmo.pdf"), { force: true });
    fs.rmSync(path.join(repoRoot, "static/files/datasheets/12709m300.pdf"));

    let thrown: unknown;
    try {
      assertValidCollections(repoRoot);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CollectionError);
    const { problems, message } = thrown as CollectionError;
    expect(problems).toHaveLength(2);
    expect(message).toContain("2 problem(s)");
    expect(message).toContain(
      'data/products.json: must be an object { "$schema": "./schemas/products.schema.json", "entries": [ … ] }, found an array',
    );
    expect(message).toContain(
      'data/materials.json: entry "12709m300" (index 2): field "datasheet": file static/files/datasheets/12709m300.pdf does not exist',
    );
  });

  it("lets the legacy news be left out", () => {
    fs.rmSync(path.join(repoRoot, "data/legacy-news.json"));
    expect(validateCollections(repoRoot)).toEqual([]);
  });

  it("checks the site settings against their schema", () => {
    write("data/site.json", JSON.stringify({ ...SITE, url: "www.example.com", contacts: { phone: "1" } }));
    expect(validateCollections(repoRoot)).toEqual([
      'data/site.json: field "url": must be an http(s) URL, found "www.example.com"',
      'data/site.json: field "contacts.email": is missing',
      'data/site.json: field "contacts.salesEmail": is missing',
      'data/site.json: field "contacts.jobsEmail": is missing',
    ]);
  });

  it("accepts a file that starts with a byte order mark", () => {
    const file = "data/print-gallery.json";
    write(file, `\uFEFF${JSON.stringify(stored(file, VALID[file]))}`);
    expect(validateCollections(repoRoot)).toEqual([]);
  });

  it("reads a file with a byte order mark as the node plugin and the other readers do", async () => {
    const file = "data/print-gallery.json";
    const content = `\uFEFF${JSON.stringify(stored(file, VALID[file]))}`;
    write(file, content);
    expect(validateCollections(repoRoot)).toEqual([]);

    const created: Record<string, unknown>[] = [];
    const onCreate = onCreateNode as unknown as (args: object) => Promise<void>;
    await onCreate({
      node: { id: "file", name: "print-gallery", absolutePath: file, internal: {} },
      actions: {
        createNode: (node: Record<string, unknown>) => created.push(node),
        createParentChildLink() {},
      },
      loadNodeContent: async () => content,
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
      getNode: () => undefined,
    });
    const entries = readCollectionFile(repoRoot, file) as Record<string, unknown>[];
    expect(entries).toEqual(VALID[file]);
    expect(created.map((node) => node.jsonId)).toEqual(entries.map((entry) => entry.id));
  });
});
