/** @jest-environment node */
import { materialRecords } from "../../../gatsby/search/material-records";

describe("the search entries of the materials", () => {
  const records = materialRecords(
    [
      {
        id: "alsi10mg",
        title: { en: "AlSi10Mg", de: "AlSi10Mg" },
        family: { en: "Aluminium alloy", de: "Aluminiumlegierung" },
        datasheet: "/files/datasheets/alsi10mg.pdf",
      },
    ],
    { en: "Datasheet (PDF)", de: "Datenblatt (PDF)" },
  );

  it("gives each material one entry a language, leading to it in the application center", () => {
    expect(records.map((record) => [record.language, record.url])).toEqual([
      ["en", "/application-center/#material-alsi10mg"],
      ["de", "/de/application-center/#material-alsi10mg"],
    ]);
  });

  it("finds a material by its name, its family and its datasheet, of the kind material", () => {
    expect(records[1]).toMatchObject({
      content: "AlSi10Mg. Aluminiumlegierung. Datenblatt (PDF): AlSi10Mg.",
      meta: { title: "AlSi10Mg", datasheet: "/files/datasheets/alsi10mg.pdf" },
      filters: { kind: ["material"] },
    });
  });
});
