import { schemaProblems } from "../../../gatsby/collections/ajv-problems";
import { schemaErrors } from "../../../gatsby/collections/schema-validator";
import partnersSchema from "../../../data/schemas/partners.schema.json";
import productsSchema from "../../../data/schemas/products.schema.json";
import redirectsSchema from "../../../data/schemas/redirects.schema.json";
import { problems as GERMAN } from "../../../data/locales/de/editor.json";
import { problemText } from "../../../src/admin/problem-text.mjs";

const text = (en: string) => ({ en, de: en });

const product = (overrides: Record<string, unknown>) => ({
  slug: "aconity-midi",
  legacySlugs: [],
  category: "metal",
  order: 1,
  name: "AconityMIDI",
  image: "images/products/aconity-midi.jpg",
  imageAlt: text("The machine"),
  tagline: text("Research machine"),
  summary: text("A machine."),
  description: text("A machine."),
  keyFigures: ["a", "b", "c"].map((id) => ({ id, label: text("Label"), value: text("Value") })),
  specifications: [{ property: "weight", value: 900 }],
  ...overrides,
});

/** The problems Ajv's errors become for one product's file (data/products/<slug>.json). */
function productProblems(overrides: Record<string, unknown>) {
  const content = { $schema: "../schemas/products.schema.json", ...product(overrides) };
  return schemaProblems(schemaErrors({ name: "products", schema: productsSchema }, content), productsSchema);
}

describe("schemaProblems", () => {
  it("finds nothing in a valid entry", () => {
    expect(productProblems({})).toEqual([]);
  });

  it("names the field of an entry file by its path", () => {
    expect(productProblems({ keyFigures: [{ id: "a", label: text("x"), value: { en: "1" } }] })).toEqual([
      {
        entry: null,
        field: "keyFigures",
        segments: ["keyFigures"],
        message: "must have 3 to 5 entries, found 1",
        code: "itemsBetween",
        values: { min: "3", max: "5", count: "1" },
      },
      {
        entry: null,
        field: "keyFigures[0].value.de",
        segments: ["keyFigures", 0, "value", "de"],
        message: "is missing",
        code: "missing",
        values: {},
      },
    ]);
  });

  it("words an enumeration with its values and the value found", () => {
    expect(productProblems({ category: "ceramic" })).toMatchObject([
      {
        field: "category",
        message: 'must be one of "metal", "polymer", "peripheral", found string "ceramic"',
      },
    ]);
  });

  it("words a repeated item at the repeat", () => {
    expect(productProblems({ legacySlugs: ["a", "b", "a"] })).toMatchObject([
      { field: "legacySlugs[2]", message: 'repeats "a"' },
    ]);
  });

  it("words a pattern by the shared field type it belongs to", () => {
    expect(productProblems({ slug: "Aconity MIDI", image: "images/x.gif" })).toMatchObject([
      {
        field: "slug",
        message: 'must be a kebab-case slug (a-z, 0-9 and single hyphens), found "Aconity MIDI"',
      },
      {
        field: "image",
        message: 'must be an image file (.jpg, .jpeg, .png, .webp, .avif), found "images/x.gif"',
      },
    ]);
  });

  it("keeps the first problem of a field only", () => {
    // An empty path breaks three rules of the image type; the first says it best.
    expect(productProblems({ image: "" })).toMatchObject([{ field: "image", message: "must not be empty" }]);
  });

  it("tells an optional field set to null to be left out", () => {
    const content = { id: "a", order: 1, name: "A", logo: { type: "svg", src: "images/a.svg" }, url: null };
    expect(
      schemaProblems(schemaErrors({ name: "partners", schema: partnersSchema }, content), partnersSchema),
    ).toEqual([
      {
        entry: null,
        field: "url",
        segments: ["url"],
        message: "must not be null (leave the field out instead)",
        code: "nullLeaveOut",
        values: {},
      },
    ]);
  });

  it("names the entry by index in a list file, and reports problems of the file itself without one", () => {
    const content = { $schema: "./schemas/redirects.schema.json", entries: [{ from: "/a" }], extra: true };
    expect(
      schemaProblems(schemaErrors({ name: "redirects", schema: redirectsSchema }, content), redirectsSchema),
    ).toEqual([
      expect.objectContaining({
        entry: null,
        field: "extra",
        message: expect.stringContaining("is not a field"),
      }),
      expect.objectContaining({ entry: 0, field: "to", message: "is missing" }),
    ]);
  });

  it("words a keyword it has no words for with Ajv's own message", () => {
    const error = {
      instancePath: "/name",
      schemaPath: "#/x",
      keyword: "minLength",
      params: { limit: 3 },
      message: "must NOT have fewer than 3 characters",
      parentSchema: {},
      data: "ab",
    };
    expect(schemaProblems([error], productsSchema)).toEqual([
      { entry: null, field: "name", segments: ["name"], message: "must NOT have fewer than 3 characters" },
    ]);
  });
});

describe("schemaProblems of a value too long", () => {
  it("names the limit and the length, in code points as the schema counts them", () => {
    expect(productProblems({ name: "😀".repeat(301) })).toEqual([
      {
        entry: null,
        field: "name",
        segments: ["name"],
        message: "must be at most 300 characters long, found 301",
        code: "tooLong",
        values: { limit: "300", length: "301" },
      },
    ]);
  });

  it("gives a short text's limit, not the long text's it is built on", () => {
    const title = "a".repeat(250_000);
    expect(productProblems({ tagline: { en: title, de: "Forschungsmaschine" } })).toMatchObject([
      { field: "tagline.en", message: "must be at most 300 characters long, found 250,000" },
    ]);
    expect(productProblems({ description: text("b".repeat(20_001)) })).toMatchObject([
      { field: "description.en", message: "must be at most 20,000 characters long, found 20,001" },
      { field: "description.de", message: "must be at most 20,000 characters long, found 20,001" },
    ]);
  });

  it("quotes no more than the start of a value it refuses for another rule", () => {
    const problems = productProblems({
      slug: `Aconity ${"M".repeat(80)}`,
      image: `images/${"x".repeat(1000)}.gif`,
      legacySlugs: ["a".repeat(90), "a".repeat(90)],
      keyFigures: ["a", "b", `c-${"d".repeat(1000)}`].map((id) => ({
        id,
        label: text("L"),
        value: text("V"),
      })),
    });
    expect(problems.map(({ field }) => field)).toEqual([
      "slug",
      "legacySlugs[1]",
      "image",
      "keyFigures[2].id",
    ]);
    for (const { message } of problems) expect(message.length).toBeLessThan(200);
    expect(problems[0].message).toBe(
      `must be a kebab-case slug (a-z, 0-9 and single hyphens), found "Aconity ${"M".repeat(48)}…`,
    );
  });

  it("gives the parser's reason for a malformed date, and no more than the start of a long one", () => {
    const datesSchema = {
      type: "object",
      properties: { closes_at: { $ref: "./common.schema.json#/$defs/date" } },
    };
    const problems = (closes: string) =>
      schemaProblems(
        schemaErrors({ name: "dates", schema: datesSchema }, { closes_at: closes }),
        datesSchema,
      );
    expect(problems("2027-02-30")[0].message).toBe(
      'must be a real date "YYYY-MM-DD": "2027-02-30" is not a real calendar date',
    );
    expect(problems(`2027-01-01${"9".repeat(80)}`)[0].message).toBe(
      `must be a real date "YYYY-MM-DD", found string "2027-01-01${"9".repeat(46)}…`,
    );
    expect(problems("1".repeat(2_000_000))[0].message).toBe(
      "must be at most 100 characters long, found 2,000,000",
    );
  });
});

describe("schemaProblems in the editor's other language", () => {
  it("give every code the German words data/locales/de/editor.json has for it, each placeholder filled", () => {
    const found = [
      productProblems({ keyFigures: [], category: "wood", order: 1.5, name: null, slug: "Not A Slug" }),
      productProblems({
        imageAlt: "a text",
        tagline: { en: "x", de: "y", fr: "z" },
        legacySlugs: ["a", "a"],
      }),
      productProblems({ image: "images/machine.gif", extra: 1, description: { en: "" } }),
    ].flat();
    const codes = new Set(found.map((problem) => problem.code));
    expect(codes.size).toBeGreaterThanOrEqual(10);
    for (const problem of found) {
      const line = {
        file: null,
        entry: null,
        field: null,
        code: problem.code ?? null,
        values: problem.values ?? {},
      };
      const german = problemText({ ...line, message: "(no German words)" }, GERMAN);
      expect(german).not.toBe("(no German words)");
      expect(german).not.toMatch(/\{\w+\}/);
    }
  });
});
