import { MaterialDatasheet, type DatasheetMaterial } from "../../materials/MaterialDatasheet";
import type { DatasheetValue } from "../../materials/datasheet-rows";
import { listOf, localizedOf, numberOf, pictureOf, recordOf, textOf } from "../entry-values";
import type { PreviewProps } from "../preview-props";

const numbers = (value: unknown) => listOf(value).flatMap((item) => numberOf(item) ?? []);

/** The material's datasheet page: composition, typical values, its machines. */
export function MaterialPreview({ entry, slug, images, data, language, missing }: PreviewProps) {
  const built = data.materials.nodes.find((material) => material.jsonId === slug);
  const material: DatasheetMaterial = {
    jsonId: textOf(entry.id),
    title: localizedOf(entry.title, missing),
    family: localizedOf(entry.family, missing),
    process: textOf(entry.process),
    summary: localizedOf(entry.summary, missing),
    imageAlt: localizedOf(entry.imageAlt, missing),
    datasheet: textOf(entry.datasheet) || null,
    composition: listOf(entry.composition).map((value) => {
      const row = recordOf(value);
      return {
        element: textOf(row.element),
        min: numberOf(row.min),
        max: numberOf(row.max),
        balance: row.balance === true,
      };
    }),
    values: listOf(entry.values).map((value): DatasheetValue => {
      const row = recordOf(value);
      return {
        property: textOf(row.property),
        condition: textOf(row.condition),
        orientation: textOf(row.orientation) || null,
        value: numberOf(row.value) ?? 0,
        spread: numberOf(row.spread),
        unit: textOf(row.unit),
        standard: textOf(row.standard),
        samples: numberOf(row.samples) ?? 0,
      };
    }),
    machines: listOf(entry.machines).map((value) => {
      const row = recordOf(value);
      return { product: textOf(row.product), layerThickness: numbers(row.layerThickness) };
    }),
  };
  const machineNames = Object.fromEntries(data.products.nodes.map((product) => [product.slug, product.name]));
  const image = pictureOf(entry.image, images, built?.image.childImageSharp?.gatsbyImageData, {
    width: 560,
    height: 420,
  });
  return (
    <MaterialDatasheet material={material} machineNames={machineNames} image={image} language={language} />
  );
}
