/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { valuesConstantName } from "../../../scripts/dev/collection-types.mjs";

const SCRIPT = path.join(__dirname, "..", "..", "..", "scripts", "dev", "collection-types.mjs");

describe("src/types/collections/", () => {
  // A child process: json-schema-to-typescript formats with Prettier 3, which Jest's module system cannot load.
  it("is what scripts/dev/collection-types.mjs makes of data/schemas/ (run it after changing a schema)", () => {
    expect(() => execFileSync(process.execPath, [SCRIPT, "--check"], { stdio: "pipe" })).not.toThrow();
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
