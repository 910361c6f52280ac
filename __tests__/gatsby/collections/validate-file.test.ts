import { COLLECTIONS } from "../../../gatsby/collections/collections";
import { validateCollection, validateFolder } from "../../../gatsby/collections/validate-file";
import {
  type Entry,
  text,
  product,
  slide,
  printedPart,
  VALID,
  fakeContext,
  problemsOf,
  problemsWith,
  listNamed,
  folderNamed,
  without,
  set,
} from "../../support/collection-fixtures";

describe("validateCollection", () => {
  it("has a schema for exactly the ten collections", () => {
    expect(COLLECTIONS.map((collection) => collection.name).sort()).toEqual(Object.keys(VALID).sort());
  });

  it.each(Object.keys(VALID))("accepts valid entries of %s", (name) => {
    expect(problemsOf(name, VALID[name])).toEqual([]);
  });

  it("throws for a collection it does not know", () => {
    expect(() => problemsOf("unknown", [])).toThrow(/No collection unknown/);
  });

  it("names the form of a list file that is still a bare list of entries", () => {
    expect(validateCollection(listNamed("home-gallery"), [], fakeContext())).toEqual([
      'data/home-gallery.json: must be an object { "$schema": "./schemas/home-gallery.schema.json", "entries": [ … ] }, found an array',
    ]);
  });

  it("requires a list file's entries and schema", () => {
    expect(validateCollection(listNamed("home-gallery"), { slides: [] }, fakeContext())).toEqual([
      'data/home-gallery.json: field "$schema": is missing',
      'data/home-gallery.json: field "entries": is missing',
      expect.stringContaining('data/home-gallery.json: field "slides": is not a field of this collection'),
    ]);
    expect(
      validateCollection(
        listNamed("home-gallery"),
        { $schema: "./schemas/gallery.schema.json", entries: {} },
        fakeContext(),
      ),
    ).toEqual([
      'data/home-gallery.json: field "$schema": must be "./schemas/home-gallery.schema.json", found string "./schemas/gallery.schema.json"',
      'data/home-gallery.json: field "entries": must be a list, found an object',
    ]);
  });

  it("requires an entry file to be one entry, with its own schema or none", () => {
    const jobs = folderNamed("jobs");
    const [posting] = VALID.jobs;
    expect(
      validateFolder(
        jobs,
        [
          { file: "data/jobs/service-engineer.json", content: [posting] },
          {
            file: "data/jobs/intern.json",
            content: { ...posting, id: "intern", $schema: "./schemas/jobs.schema.json" },
          },
          { file: "data/jobs/trainee.json", content: { ...posting, id: "trainee" } },
        ],
        fakeContext(),
      ),
    ).toEqual([
      "data/jobs/service-engineer.json: must be an object (one jobs entry), found an array",
      'data/jobs/intern.json: field "$schema": must be "../schemas/jobs.schema.json", found string "./schemas/jobs.schema.json"',
    ]);
  });

  it("requires a folder entry's key to be its file's name", () => {
    expect(problemsOf("team", VALID.team, fakeContext(), ["erika-mustermann", "max"])).toEqual([
      'data/team/max.json: field "id": "max-muster" must be the file\'s name (max.json): the id names the file',
    ]);
  });

  it("requires each entry of a list to be an object", () => {
    expect(problemsOf("print-gallery", [printedPart("cube"), "cube"])).toEqual(
      expect.arrayContaining([
        'data/print-gallery.json: entry at index 1: must be an object, found string "cube"',
      ]),
    );
  });

  describe("names file, entry and field", () => {
    it.each`
      file               | index | change                                                                     | problem
      ${"products"}      | ${1}  | ${without("summary")}                                                      | ${'data/products/aconity-midi.json: field "summary": is missing'}
      ${"products"}      | ${1}  | ${set("order", "2")}                                                       | ${'aconity-midi.json: field "order": must be a number, found string "2"'}
      ${"products"}      | ${1}  | ${set("order", 1.5)}                                                       | ${'field "order": must be a whole number, found 1.5'}
      ${"products"}      | ${1}  | ${set("order", 0)}                                                         | ${'field "order": must be within 1…∞, found 0'}
      ${"products"}      | ${1}  | ${set("name", "")}                                                         | ${'aconity-midi.json: field "name": must not be empty'}
      ${"products"}      | ${1}  | ${set("name", 42)}                                                         | ${'field "name": must be a text, found number 42'}
      ${"products"}      | ${1}  | ${set("tagline", "Research machine")}                                      | ${'field "tagline": must be an object with "en" and "de" texts, found string'}
      ${"products"}      | ${1}  | ${set("tagline", { en: "Research machine" })}                              | ${'aconity-midi.json: field "tagline.de": is missing'}
      ${"products"}      | ${1}  | ${set("tagline", { en: "x", de: "y", fr: "z" })}                           | ${'field "tagline.fr": is not a language of the site'}
      ${"products"}      | ${1}  | ${set("category", "ceramic")}                                              | ${'aconity-midi.json: field "category": must be one of "metal", "polymer", "peripheral", found string "ceramic"'}
      ${"products"}      | ${1}  | ${set("slug", "Aconity_MIDI")}                                             | ${'aconity-midi.json: field "slug": must be a kebab-case slug'}
      ${"products"}      | ${1}  | ${set("legacySlugs", "aconitymidi")}                                       | ${'field "legacySlugs": must be a list of slugs, found string "aconitymidi"'}
      ${"products"}      | ${1}  | ${set("legacySlugs", ["midi", "midi"])}                                    | ${'field "legacySlugs[1]": repeats "midi"'}
      ${"products"}      | ${1}  | ${set("image", "images/products/midi.jpg")}                                | ${'data/products/aconity-midi.json: field "image": file data/images/products/midi.jpg does not exist'}
      ${"products"}      | ${1}  | ${set("image", "../secrets/midi.jpg")}                                     | ${'field "image": must be a path relative to data/ without ".."'}
      ${"products"}      | ${1}  | ${set("image", "/images/products/aconity-midi.jpg")}                       | ${'field "image": must be a path relative to data/'}
      ${"products"}      | ${1}  | ${set("image", "images/products/aconity-midi.pdf")}                        | ${'field "image": must be an image file'}
      ${"products"}      | ${1}  | ${set("image", null)}                                                      | ${'aconity-midi.json: field "image": must not be null'}
      ${"products"}      | ${1}  | ${set("keyFigures", [])}                                                   | ${'field "keyFigures": must have 3 to 5 entries, found 0'}
      ${"products"}      | ${1}  | ${set("keyFigures", {})}                                                   | ${'field "keyFigures": must be a list, found an object'}
      ${"products"}      | ${1}  | ${changeFigure(1, { label: { de: "Laser" } })}                             | ${'aconity-midi.json: field "keyFigures[1].label.en": is missing'}
      ${"products"}      | ${1}  | ${changeFigure(1, { id: "build-volume" })}                                 | ${'field "keyFigures[1].id": must be a camelCase identifier, found "build-volume"'}
      ${"products"}      | ${1}  | ${changeFigure(2, { id: "laser" })}                                        | ${'field "keyFigures[2].id": duplicate id "laser" (also at keyFigures[1])'}
      ${"products"}      | ${1}  | ${changeFigure(2, { unit: "mm" })}                                         | ${'field "keyFigures[2].unit": is not a field of this collection'}
      ${"products"}      | ${1}  | ${set("subtitle", text("x"))}                                              | ${'aconity-midi.json: field "subtitle": is not a field of this collection'}
      ${"materials"}     | ${2}  | ${set("datasheet", "/files/datasheets/gone.pdf")}                          | ${'data/materials/12709m300.json: field "datasheet": file static/files/datasheets/gone.pdf does not exist'}
      ${"materials"}     | ${2}  | ${set("datasheet", "files/datasheets/12709m300.pdf")}                      | ${'field "datasheet": must be a site path of a PDF in static/'}
      ${"materials"}     | ${2}  | ${set("datasheet", "/files/datasheets/12709m300.doc")}                     | ${'field "datasheet": must be a site path of a PDF in static/'}
      ${"materials"}     | ${2}  | ${set("id", "Maraging Steel")}                                             | ${'12709m300.json: field "id": must be an identifier'}
      ${"materials"}     | ${2}  | ${without("id")}                                                           | ${'data/materials/12709m300.json: field "id": is missing'}
      ${"partners"}      | ${0}  | ${set("url", "ftp://institute.example.org")}                               | ${'data/partners/institute-a.json: field "url": must be an http(s) URL, found "ftp://institute.example.org"'}
      ${"partners"}      | ${0}  | ${set("url", "institute.example.org")}                                     | ${'field "url": must be an http(s) URL'}
      ${"partners"}      | ${0}  | ${set("url", null)}                                                        | ${'field "url": must not be null (leave the field out instead)'}
      ${"partners"}      | ${0}  | ${set("logo", "images/partners/institute-a.png")}                          | ${'field "logo": must be an object, found string'}
      ${"partners"}      | ${0}  | ${set("logo", { type: "vector", src: "images/partners/institute-a.png" })} | ${'institute-a.json: field "logo.type": must be one of "raster", "svg"'}
      ${"partners"}      | ${0}  | ${set("logo", { type: "raster" })}                                         | ${'institute-a.json: field "logo.src": is missing'}
      ${"partners"}      | ${0}  | ${set("logo", { type: "raster", src: "images/partners/institute-a.jpg" })} | ${'field "logo.src": must be an image file (.png, .svg)'}
      ${"partners"}      | ${1}  | ${set("logo", { type: "raster", src: "images/partners/company-b.svg" })}   | ${'company-b.json: field "logo.src": a raster logo must be a .png file, found images/partners/company-b.svg'}
      ${"team"}          | ${0}  | ${set("position", "marketing")}                                            | ${'data/team/erika-mustermann.json: field "position": must be one of "management"'}
      ${"team"}          | ${0}  | ${without("image")}                                                        | ${'erika-mustermann.json: field "image": is missing'}
      ${"team"}          | ${0}  | ${set("image", "images/team/someone-else.jpg")}                            | ${'field "image": file data/images/team/someone-else.jpg does not exist'}
      ${"jobs"}          | ${0}  | ${set("closes_at", "2027-02-30")}                                          | ${'data/jobs/service-engineer.json: field "closes_at": must be a real date "YYYY-MM-DD"'}
      ${"jobs"}          | ${0}  | ${set("postedAt", "01.11.2026")}                                           | ${'service-engineer.json: field "postedAt": must be a real date "YYYY-MM-DD"'}
      ${"jobs"}          | ${0}  | ${set("postedAt", 20261101)}                                               | ${'field "postedAt": must be a date "YYYY-MM-DD", found number 20261101'}
      ${"jobs"}          | ${0}  | ${set("location", "paris")}                                                | ${'field "location": must be one of "headquarters", "us-branch", found string "paris"'}
      ${"jobs"}          | ${0}  | ${set("employmentType", "full-time")}                                      | ${'field "employmentType": must be one of "FULL_TIME", "PART_TIME", "INTERN"'}
      ${"jobs"}          | ${0}  | ${set("closes_at", "2026-10-01")}                                          | ${'field "closes_at": closes on 2026-10-01, before it was posted on 2026-11-01'}
      ${"jobs"}          | ${0}  | ${set("pdf", "/files/jobs/old.pdf")}                                       | ${'field "pdf": file static/files/jobs/old.pdf does not exist'}
      ${"home-gallery"}  | ${1}  | ${without("caption")}                                                      | ${'data/home-gallery.json: entry "polymer" (index 1): field "caption": is missing'}
      ${"print-gallery"} | ${0}  | ${set("alt", text(""))}                                                    | ${'data/print-gallery.json: entry "gyroid-cube" (index 0): field "alt.en": must not be empty'}
    `("$problem", ({ file, index, change, problem }) => {
      expect(problemsWith(file, index, change)).toEqual([expect.stringContaining(problem)]);
    });
  });

  it("reports an entry file without its key by its file", () => {
    const problems = problemsWith("team", 1, without("id"));
    expect(problems).toEqual(['data/team/max-muster.json: field "id": is missing']);
  });

  it("reports an entry of a list without its key by its index", () => {
    const problems = problemsWith("home-gallery", 1, without("id"));
    expect(problems).toEqual(['data/home-gallery.json: entry at index 1: field "id": is missing']);
  });

  it("reports every problem of an entry, not only the first", () => {
    const problems = problemsWith("jobs", 1, (entry) => ({ ...entry, location: "paris", pdf: 3 }));
    expect(problems).toHaveLength(2);
  });

  it("accepts a team member without a photo (null)", () => {
    expect(problemsWith("team", 0, set("image", null))).toEqual([]);
  });

  it("accepts a partner without a url", () => {
    expect(problemsWith("partners", 0, without("url"))).toEqual([]);
  });

  it("reports a datasheet that is not a PDF", () => {
    const context = fakeContext({ heads: { "static/files/datasheets/alsi10mg.pdf": "<!DOCTYPE html>" } });
    expect(problemsOf("materials", VALID.materials, context)).toEqual([
      'data/materials/alsi10mg.json: field "datasheet": file static/files/datasheets/alsi10mg.pdf is not a PDF',
    ]);
  });

  it("skips the PDF content check without readHead", () => {
    const { fileExists, locationIds, productSlugs, schemaErrors } = fakeContext();
    const context = { fileExists, locationIds, productSlugs, schemaErrors };
    expect(problemsOf("materials", VALID.materials, context)).toEqual([]);
  });

  it("reports a missing image of a nested object", () => {
    const context = fakeContext({ missing: ["data/images/partners/company-b.svg"] });
    expect(problemsOf("partners", VALID.partners, context)).toEqual([
      'data/partners/company-b.json: field "logo.src": file data/images/partners/company-b.svg does not exist',
    ]);
  });

  it("reports a duplicate id in a list file naming both indexes", () => {
    const slides = [...VALID["home-gallery"], slide("midi-hall")];
    expect(problemsOf("home-gallery", slides)).toEqual([
      'data/home-gallery.json: entry "midi-hall" (index 2): field "id": duplicate id "midi-hall" (also at index 0)',
    ]);
  });

  describe("legacy slugs", () => {
    it("must not equal the slug of another product", () => {
      const products = [product("aconity-midi"), product("aconity-mini", { legacySlugs: ["aconity-midi"] })];
      expect(problemsOf("products", products)).toEqual([
        'data/products/aconity-mini.json: field "legacySlugs[0]": "aconity-midi" collides with the slug of data/products/aconity-midi.json',
      ]);
    });

    it("must not equal the product's own slug", () => {
      const products = [product("aconity-midi", { legacySlugs: ["aconitymidi", "aconity-midi"] })];
      expect(problemsOf("products", products)).toEqual([
        'data/products/aconity-midi.json: field "legacySlugs[1]": "aconity-midi" collides with the slug of data/products/aconity-midi.json',
      ]);
    });

    it("must not equal another product's legacy slug", () => {
      const products = [
        product("aconity-midi", { legacySlugs: ["midi"] }),
        product("aconity-mini", { legacySlugs: ["aconitymini", "midi"] }),
      ];
      expect(problemsOf("products", products)).toEqual([
        'data/products/aconity-mini.json: field "legacySlugs[1]": "midi" collides with legacySlugs of data/products/aconity-midi.json',
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
