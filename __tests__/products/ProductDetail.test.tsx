import { screen } from "@testing-library/react";
import productDe from "../../data/locales/de/product.json";
import productEn from "../../data/locales/en/product.json";
import midi from "../../data/products/aconity-midi.json";
import { ProductDetail } from "../../src/products/ProductDetail";
import type { ProductDetailData } from "../../src/products/product-types";
import { SPECIFICATION_ORDER } from "../../src/products/specifications";
import { renderWithI18n } from "../support/render-with-i18n";
import { rowsOf } from "../support/table-rows";

const product: ProductDetailData = {
  ...midi,
  image: { childImageSharp: null },
  descriptionHtml: { en: "<p>A machine.</p>", de: "<p>Eine Anlage.</p>" },
};

function renderProduct(language: "en" | "de") {
  renderWithI18n(
    <ProductDetail
      product={product}
      heroImage={undefined}
      materials={[{ jsonId: "in718", title: { en: "IN718", de: "IN718" } }]}
      language={language}
    />,
    {
      language,
      originalPath: "/products/aconity-midi/",
      namespaces: { product: language === "en" ? productEn : productDe },
    },
  );
}

describe("a product page's specifications", () => {
  it("lists every specification with its unit, in the table's order, in English", () => {
    renderProduct("en");
    const table = screen.getByRole("table", { name: "Specifications of AconityMIDI" });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(["Property", "Value"]);
    expect(rows).toContainEqual(["Build volume", "Ø 170 × 220 mm"]);
    expect(rows).toContainEqual(["Number of lasers", "1–2"]);
    expect(rows).toContainEqual(["Max. preheating temperature", "1,200 °C"]);
    expect(rows).toContainEqual(["Footprint (W × D × H)", "1,600 × 1,200 × 2,100 mm"]);
    const order = rows.slice(1).map(([label]) => label);
    expect(order).toHaveLength(midi.specifications.length);
    expect(order[0]).toBe("Build volume");
    expect(order.at(-1)).toBe("Power supply");
  });

  it("words them in German, numbers as German writes them", () => {
    renderProduct("de");
    const rows = rowsOf(screen.getByRole("table", { name: "Technische Daten von AconityMIDI" }));
    expect(rows).toContainEqual(["Max. Vorheiztemperatur", "1.200 °C"]);
    expect(rows).toContainEqual(["Schutzgas", "Argon oder Stickstoff"]);
    expect(rows).toContainEqual(["Stromanschluss", "400 V, 3 Phasen, 63 A"]);
  });

  it("has a German and an English label for every property", () => {
    for (const property of SPECIFICATION_ORDER) {
      expect(productEn.labels.specifications.properties).toHaveProperty(property);
      expect(productDe.labels.specifications.properties).toHaveProperty(property);
    }
  });

  it("asks for a quote with the machine chosen, and links its materials' datasheets", () => {
    renderProduct("de");
    expect(screen.getByRole("link", { name: "Angebot anfordern" })).toHaveAttribute(
      "href",
      "/de/get-quote/?machine=aconity-midi",
    );
    expect(screen.getByRole("link", { name: "IN718" })).toHaveAttribute("href", "/de/materials/in718/");
  });
});
