/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderCollectionTypes, TYPES_FILE, valuesConstantName } from "../../scripts/collection-types.mjs";

const ROOT = path.join(__dirname, "..", "..");

describe("src/types/collections.ts", () => {
  it("is what scripts/collection-types.mjs makes of data/schemas/ (run it after changing a schema)", async () => {
    const committed = readFileSync(path.join(ROOT, TYPES_FILE), "utf8");
    expect(committed).toBe(await renderCollectionTypes(path.join(ROOT, "data", "schemas")));
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
