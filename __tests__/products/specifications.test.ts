import productsSchema from "../../data/schemas/products.schema.json";
import {
  formatSpecification,
  orderedSpecifications,
  SPECIFICATION_ORDER,
} from "../../src/products/specifications";

describe("a specification row as the visitor reads it", () => {
  it("writes a round build volume with Ø and a box with three sides, in the language's numbers", () => {
    expect(
      formatSpecification({ property: "buildVolume", dimensions: [170, 220], cylinder: true }, "en"),
    ).toBe("Ø 170 × 220 mm");
    expect(formatSpecification({ property: "footprint", dimensions: [1600, 1200, 2100] }, "en")).toBe(
      "1,600 × 1,200 × 2,100 mm",
    );
    expect(formatSpecification({ property: "footprint", dimensions: [1600, 1200, 2100] }, "de")).toBe(
      "1.600 × 1.200 × 2.100 mm",
    );
  });

  it("writes a range with a dash, a value with its unit, a count without one, words as they are", () => {
    expect(formatSpecification({ property: "layerThickness", min: 20, max: 150 }, "de")).toBe("20–150 µm");
    expect(formatSpecification({ property: "scanSpeed", value: 7.5 }, "de")).toBe("7,5 m/s");
    expect(formatSpecification({ property: "laserCount", min: 1, max: 4 }, "en")).toBe("1–4");
    expect(
      formatSpecification(
        { property: "inertGas", text: { en: "Argon or nitrogen", de: "Argon oder Stickstoff" } },
        "de",
      ),
    ).toBe("Argon oder Stickstoff");
  });

  it("orders rows as the table reads them, unknown properties last", () => {
    const rows = [{ property: "weight" }, { property: "colour" }, { property: "buildVolume" }];
    expect(orderedSpecifications(rows).map((row) => row.property)).toEqual([
      "buildVolume",
      "weight",
      "colour",
    ]);
  });

  it("knows every property of the schema, in the schema's order", () => {
    expect(SPECIFICATION_ORDER).toEqual(productsSchema.$defs.specification.properties.property.enum);
  });
});
