/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderCollectionTypes, TYPES_DIR, valuesConstantName } from "../../scripts/collection-types.mjs";

const ROOT = path.join(__dirname, "..", "..");

describe("src/types/collections/", () => {
  it("is what scripts/collection-types.mjs makes of data/schemas/ (run it after changing a schema)", async () => {
    const expected = await renderCollectionTypes(path.join(ROOT, "data", "schemas"));
    const dir = path.join(ROOT, TYPES_DIR);
    const committed = new Map(
      readdirSync(dir).map((file) => [file, readFileSync(path.join(dir, file), "utf8")]),
    );
    expect([...committed.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, source] of expected)
      expect(`${file}:\n${committed.get(file)}`).toBe(`${file}:\n${source}`);
  });
});

describe("valuesConstantName", () => {
  it.each([
    ["ProductCategory", "PRODUCT_CATEGORIES"],
    ["EmploymentType", "EMPLOYMENT_TYPES"],
    ["Position", "POSITIONS"],
    ["LogoType", "LOGO_TYPES"],
    ["Key", "KEYS"],
  ])("names the values of %s %s", (typeName, constant) => {
    expect(valuesConstantName(typeName)).toBe(constant);
  });
});
