import { screen, within } from "@testing-library/react";
import centerDe from "../../data/locales/de/applicationcenter.json";
import centerEn from "../../data/locales/en/applicationcenter.json";
import in718 from "../../data/materials/in718.json";
import { MaterialDatasheet, type DatasheetMaterial } from "../../src/materials/MaterialDatasheet";
import { renderWithI18n } from "../support/render-with-i18n";
import { rowsOf } from "../support/table-rows";

const material: DatasheetMaterial = { ...in718, jsonId: in718.id };
const machineNames = {
  "aconity-mini": "AconityMINI",
  "aconity-midi": "AconityMIDI",
  "aconity-midi-plus": "AconityMIDI+",
  "aconity-one": "AconityONE",
};

function renderDatasheet(language: "en" | "de") {
  const applicationcenter = language === "en" ? centerEn : centerDe;
  renderWithI18n(
    <MaterialDatasheet
      material={material}
      machineNames={machineNames}
      image={undefined}
      language={language}
    />,
    { language, originalPath: "/materials/in718/", namespaces: { applicationcenter } },
  );
}

describe("a material's datasheet page", () => {
  it("gives each value its unit, standard, orientation, condition and samples, in English", () => {
    renderDatasheet("en");
    expect(screen.getByRole("heading", { level: 1, name: "IN718" })).toBeVisible();
    const values = screen.getByRole("table", { name: "Typical properties of parts in IN718" });
    const rows = rowsOf(values);
    expect(rows[0]).toEqual([
      "Property",
      "Condition",
      "Orientation",
      "Typical value",
      "Test standard",
      "Samples",
    ]);
    expect(rows).toContainEqual([
      "Tensile strength",
      "Heat treated",
      "Z (vertical)",
      "1,360 ± 20 MPa",
      "ISO 6892-1",
      "6",
    ]);
    expect(rows).toContainEqual(["Density", "As built", "–", "8.15 ± 0.02 g/cm³", "ISO 3369", "10"]);
    expect(screen.getByText(/^Typical values, not guaranteed/)).toBeVisible();
  });

  it("writes the German page in German, with German numbers", () => {
    renderDatasheet("de");
    const values = screen.getByRole("table", { name: "Typische Kennwerte von Bauteilen aus IN718" });
    expect(rowsOf(values)).toContainEqual([
      "Zugfestigkeit",
      "Wärmebehandelt",
      "Z (stehend)",
      "1.360 ± 20 MPa",
      "ISO 6892-1",
      "6",
    ]);
    const composition = rowsOf(screen.getByRole("table", { name: /^Chemische Zusammensetzung von IN718/ }));
    expect(composition).toContainEqual(["Nb+Ta", "4,75", "5,5"]);
    expect(composition).toContainEqual(["Fe", "Rest"]);
    expect(composition).toContainEqual(["Co", "–", "1"]);
    expect(screen.getByText(/^Typische Werte, nicht zugesichert/)).toBeVisible();
  });

  it("links each machine it is qualified on, with its layer thicknesses", () => {
    renderDatasheet("en");
    const machines = screen.getByRole("table", { name: "Machines IN718 is qualified on" });
    expect(within(machines).getByRole("link", { name: "AconityMIDI" })).toHaveAttribute(
      "href",
      "/products/aconity-midi/",
    );
    expect(rowsOf(machines)).toContainEqual(["AconityMIDI+", "40, 60"]);
  });

  it("leads to a quote, the PDF and back to the list", () => {
    renderDatasheet("de");
    expect(screen.getByRole("link", { name: "Angebot anfragen" })).toHaveAttribute(
      "href",
      "/de/get-quote/?material=in718",
    );
    expect(screen.getByRole("link", { name: "Datenblatt (PDF)" })).toHaveAttribute(
      "href",
      "/de/materials/in718/datasheet.pdf",
    );
    expect(screen.getByRole("link", { name: "Alle Werkstoffe" })).toHaveAttribute(
      "href",
      "/de/application-center/#materials",
    );
  });

  it("lets a keyboard scroll each table on a narrow screen", () => {
    renderDatasheet("en");
    for (const table of screen.getAllByRole("table")) {
      const name = table.querySelector("caption")?.textContent ?? "";
      expect(screen.getByRole("region", { name })).toHaveAttribute("tabindex", "0");
    }
    expect(screen.getAllByRole("table")).toHaveLength(3);
  });
});
