/** @jest-environment node */
import partnersSchema from "../../../data/schemas/partners.schema.json";
import productsSchema from "../../../data/schemas/products.schema.json";
import siteSchema from "../../../data/schemas/site.schema.json";
import teamSchema from "../../../data/schemas/team.schema.json";
import { normaliseEntry } from "../../../gatsby/admin/normalise-entry";

const member = {
  $schema: "../schemas/team.schema.json",
  id: "amira-haddad",
  order: 12,
  name: "Amira Haddad",
  position: "projectManagement",
  role: { en: "Project Manager", de: "Projektmanagerin" },
  image: "images/team/amira-haddad.jpg",
};

describe("normaliseEntry", () => {
  it("leaves an entry that is already in shape as it is", () => {
    expect(normaliseEntry(member, teamSchema)).toEqual(member);
  });

  it("makes a cleared field that may be null null", () => {
    expect(normaliseEntry({ ...member, image: "" }, teamSchema)).toMatchObject({ image: null });
  });

  it("leaves out a cleared optional field", () => {
    const partner = {
      id: "acme",
      order: 1,
      name: "Acme",
      logo: { type: "svg", src: "images/partners/acme.svg" },
    };
    expect(normaliseEntry({ ...partner, url: "" }, partnersSchema)).toStrictEqual(partner);
  });

  it("keeps a cleared required field empty, for the check to refuse", () => {
    expect(normaliseEntry({ ...member, name: "" }, teamSchema)).toMatchObject({ name: "" });
  });

  it("leaves out a cleared optional field of a nested object", () => {
    const contacts = {
      phone: "+49 1",
      fax: "",
      email: "a@example.com",
      salesEmail: "b@example.com",
      jobsEmail: "c@example.com",
    };
    const { fax: _fax, ...kept } = contacts;
    expect(normaliseEntry({ contacts }, siteSchema)).toStrictEqual({ contacts: kept });
  });

  it("leaves out what an editor left empty in a row: a list that may not be empty, an object of empty texts", () => {
    const row = { property: "weight", value: "900", dimensions: [], text: { en: "", de: "" } };
    const { specifications } = normaliseEntry({ specifications: [row] }, productsSchema) as {
      specifications: unknown[];
    };
    expect(specifications).toEqual([{ property: "weight", value: 900 }]);
    // What the editor did fill stays, for the check to judge.
    const half = { property: "inertGas", text: { en: "Argon", de: "" } };
    expect(normaliseEntry({ specifications: [half] }, productsSchema)).toEqual({ specifications: [half] });
  });

  it("makes a numeric text a number where the schema asks for a number", () => {
    expect(normaliseEntry({ ...member, order: "7" }, teamSchema)).toMatchObject({ order: 7 });
    expect(normaliseEntry({ ...member, order: " 2.5 " }, teamSchema)).toMatchObject({ order: 2.5 });
  });

  it("keeps a text that is no number, a blank and a numeric text where the schema asks for text", () => {
    expect(normaliseEntry({ ...member, order: "seven" }, teamSchema)).toMatchObject({ order: "seven" });
    expect(normaliseEntry({ ...member, order: "  " }, teamSchema)).toMatchObject({ order: "  " });
    expect(normaliseEntry({ ...member, order: "Infinity" }, teamSchema)).toMatchObject({ order: "Infinity" });
    expect(normaliseEntry({ ...member, name: "42" }, teamSchema)).toMatchObject({ name: "42" });
  });

  it("orders the fields as the schema does, then the ones it does not know", () => {
    const { image, id, ...rest } = member;
    const shuffled = { image, extra: 1, ...rest, id };
    expect(Object.keys(normaliseEntry(shuffled, teamSchema) as object)).toEqual([
      ...Object.keys(member),
      "extra",
    ]);
  });

  it("normalises the items of a list by the items' schema", () => {
    const figures = [{ value: { en: "1", de: "1" }, label: { en: "A", de: "A" }, id: "a" }];
    const normalised = normaliseEntry({ keyFigures: figures }, productsSchema) as { keyFigures: object[] };
    expect(Object.keys(normalised.keyFigures[0])).toEqual(["id", "label", "value"]);
    expect(normalised.keyFigures[0]).toMatchObject({ value: { en: "1", de: "1" } });
  });

  it("makes numeric texts in a list of numbers numbers", () => {
    const schema = { type: "object", properties: { sizes: { type: "array", items: { type: "integer" } } } };
    expect(normaliseEntry({ sizes: ["1", 2, "x"] }, schema)).toEqual({ sizes: [1, 2, "x"] });
  });
});
