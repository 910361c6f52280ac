import { datasheetHref } from "../../src/materials/material-anchor";

describe("a material's datasheet PDF", () => {
  it("is the entry's own PDF where it names one: an upload wins", () => {
    expect(datasheetHref({ jsonId: "alsi10mg", datasheet: "/files/datasheets/alsi10mg.pdf" }, "de")).toBe(
      "/files/datasheets/alsi10mg.pdf",
    );
  });

  it("is the generated one beside the page in its language otherwise", () => {
    expect(datasheetHref({ jsonId: "in718", datasheet: null }, "en")).toBe("/materials/in718/datasheet.pdf");
    expect(datasheetHref({ jsonId: "in718" }, "de")).toBe("/de/materials/in718/datasheet.pdf");
  });
});
