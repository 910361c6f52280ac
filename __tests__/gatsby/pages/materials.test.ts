/** @jest-environment node */
import type { Actions } from "gatsby";
import { createMaterialFilterPages } from "../../../gatsby/pages/materials";

const material = (jsonId: string, family: string, machines: string[]) => ({
  jsonId,
  process: "lpbf",
  family: { en: family, de: family },
  machines: machines.map((product) => ({ product })),
});

describe("the materials' filter pages", () => {
  it("are made for each value that shows a material, in both languages, with the filter as context", () => {
    const created: { path: string; context: Record<string, unknown> }[] = [];
    const createPage = ((page: { path: string; context: Record<string, unknown> }) =>
      created.push(page)) as unknown as Actions["createPage"];
    createMaterialFilterPages(
      [material("in718", "Nickel-based superalloy", ["aconity-midi"])],
      ["aconity-mini", "aconity-midi"],
      createPage,
    );
    expect(created.map((page) => page.path).sort()).toEqual([
      "/de/materials/family/nickel-based-superalloy/",
      "/de/materials/machine/aconity-midi/",
      "/de/materials/process/lpbf/",
      "/materials/family/nickel-based-superalloy/",
      "/materials/machine/aconity-midi/",
      "/materials/process/lpbf/",
    ]);
    expect(
      created.find((page) => page.path === "/de/materials/machine/aconity-midi/")?.context,
    ).toMatchObject({
      facet: "machine",
      value: "aconity-midi",
    });
  });
});
