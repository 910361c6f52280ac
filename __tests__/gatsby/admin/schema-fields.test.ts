/** @jest-environment node */
/** The form fields objectFields makes of a collection's schema: widgets, required fields, media, choices, patterns. */
import jobsSchema from "../../../data/schemas/jobs.schema.json";
import materialsSchema from "../../../data/schemas/materials.schema.json";
import { mediaOf } from "../../../gatsby/admin/content-layout";
import { objectFields } from "../../../gatsby/admin/schema-fields";
import { COLLECTIONS } from "../../../gatsby/collections/collections";
import { resolve, type Schema } from "../../../gatsby/collections/schema-walk";
import { field, references } from "../../support/decap-fixtures";
import { withinBudget } from "../../support/time-budget";

describe("objectFields", () => {
  const context = (media: string) => ({ language: "en" as const, media: mediaOf(media), references });
  const jobs = (schema: object = jobsSchema) =>
    objectFields(resolve(schema as Schema, schema as Schema), context("jobs"));

  it("makes a field of a property the schema gains, without any other change", () => {
    const schema = {
      ...jobsSchema,
      properties: {
        ...jobsSchema.properties,
        salary: { type: "integer", minimum: 0, description: "Per year." },
      },
    };
    expect(field(jobs(schema), "salary")).toEqual({
      name: "salary",
      label: "Salary",
      widget: "number",
      value_type: "int",
      min: 0,
      default: 0,
      required: false,
      hint: "Per year.",
    });
  });

  it("requires what the schema requires, and not a field that may be null", () => {
    const partners = COLLECTIONS.find((candidate) => candidate.name === "partners")!;
    const team = COLLECTIONS.find((candidate) => candidate.name === "team")!;
    const fields = (schema: object, media: string) =>
      objectFields(resolve(schema as Schema, schema as Schema), context(media));
    expect(field(fields(partners.schema, "partners"), "name")!.required).toBe(true);
    expect(field(fields(partners.schema, "partners"), "url")!.required).toBe(false);
    expect(field(fields(team.schema, "team"), "image")!.required).toBe(false);
  });

  it("keeps the file's $schema in a hidden field that is never required", () => {
    expect(field(jobs(), "$schema")).toMatchObject({
      widget: "hidden",
      default: "../schemas/jobs.schema.json",
      required: false,
    });
  });

  it("edits a localized text as its English and German texts, both required", () => {
    expect(field(jobs(), "title")).toMatchObject({
      widget: "object",
      required: true,
      fields: [
        { name: "en", label: "Title (English)", widget: "string", required: true },
        { name: "de", label: "Title (German)", widget: "string", required: true },
      ],
    });
  });

  it("edits a localized text the schema marks as Markdown with Markdown editors", () => {
    const schema = {
      ...jobsSchema,
      properties: {
        ...jobsSchema.properties,
        summary: { ...jobsSchema.properties.summary, contentMediaType: "text/markdown" },
      },
    };
    expect(field(jobs(schema), "summary")!.fields!.map((language) => language.widget)).toEqual([
      "markdown",
      "markdown",
    ]);
  });

  it("uploads images and PDFs into the collection's media folders", () => {
    const { image, pdf } = mediaOf("jobs");
    expect(field(jobs(), "image")).toMatchObject({
      widget: "image",
      media_folder: `/${image}`,
      public_folder: image.replace(/^data\//, ""),
    });
    expect(field(jobs(), "pdf")).toMatchObject({
      widget: "file",
      media_folder: `/${pdf}`,
      public_folder: `/${pdf!.replace(/^static\//, "")}`,
    });
  });

  it("offers a schema's enumeration as a choice and a date as a day without time", () => {
    expect(field(jobs(), "employmentType")!.options!.map((option) => option.value)).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "INTERN",
    ]);
    expect(field(jobs(), "closes_at")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
  });

  it("names the values of a material's lists in words, units as choices, machines from the products", () => {
    const materials = (language: "en" | "de") =>
      objectFields(resolve(materialsSchema as Schema, materialsSchema as Schema), {
        ...context("materials"),
        language,
      });
    const values = field(materials("en"), "values")!.fields;
    expect(field(values, "unit")!.options).toContainEqual({ label: "W/(m·K)", value: "W/(m·K)" });
    expect(field(values, "condition")!.options).toContainEqual({ label: "As built", value: "asBuilt" });
    expect(field(field(materials("de"), "values")!.fields, "property")!.options).toContainEqual({
      label: "Zugfestigkeit",
      value: "tensileStrength",
    });
    expect(field(field(materials("en"), "machines")!.fields, "product")).toMatchObject({
      widget: "select",
      options: references.products,
    });
  });

  it("checks a shared pattern and says the rule in words", () => {
    expect(field(jobs(), "id")!.pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      expect.stringMatching(/^Must be lower-case/),
    ]);
    expect(
      objectFields(resolve(jobsSchema as Schema, jobsSchema as Schema), {
        ...context("jobs"),
        language: "de",
      }).find((candidate) => candidate.name === "id")!.pattern,
    ).toEqual(["^[a-z0-9]+(?:-[a-z0-9]+)*$", expect.stringMatching(/^Nur Kleinbuchstaben/)]);
  });

  describe("the length of a text", () => {
    const german = () =>
      objectFields(resolve(jobsSchema as Schema, jobsSchema as Schema), {
        ...context("jobs"),
        language: "de",
      });
    /** Whether a value passes a field's pattern as Decap checks it: a RegExp without flags. */
    const passes = ([pattern]: [string, string], value: string) =>
      withinBudget(() => new RegExp(pattern).test(value));

    it("is checked in each language of a localized text, in the editor's words", () => {
      const [titleEn, titleDe] = field(jobs(), "title")!.fields!;
      expect(titleEn.pattern![1]).toBe("At most 300 characters.");
      expect(titleDe.pattern![1]).toBe("At most 300 characters.");
      expect(field(jobs(), "summary")!.fields![0].pattern![1]).toBe("At most 20,000 characters.");
      expect(field(german(), "summary")!.fields![1].pattern![1]).toBe("Höchstens 20.000 Zeichen.");
    });

    it("counts as the schema does, an emoji once, and judges 2 MB within the budget", () => {
      const rule = field(jobs(), "title")!.fields![0].pattern!;
      expect(passes(rule, "😀".repeat(300))).toBe(true);
      expect(passes(rule, `Line one\n${"a".repeat(291)}`)).toBe(true);
      expect(passes(rule, "😀".repeat(301))).toBe(false);
      expect(passes(rule, `${"\ud83d".repeat(150)}${"\ude00".repeat(150)}`)).toBe(true);
      expect(passes(rule, "😀".repeat(1_000_000))).toBe(false);
      expect(passes(field(jobs(), "summary")!.fields![0].pattern!, "a".repeat(2_000_000))).toBe(false);
    });

    it("is checked for a plain text, while a shared type keeps its own pattern", () => {
      const partners = COLLECTIONS.find((candidate) => candidate.name === "partners")!;
      const fields = objectFields(
        resolve(partners.schema as Schema, partners.schema as Schema),
        context("partners"),
      );
      expect(field(fields, "name")!.pattern![1]).toBe("At most 300 characters.");
      expect(field(fields, "url")!.pattern![1]).toMatch(/^Must be an address/);
    });
  });
});
