import { markdownHtml } from "../../../gatsby/resolvers/markdown-html";
import { ProductDetail } from "../../products/ProductDetail";
import type { ProductDetailData } from "../../products/product-types";
import type { SpecificationRow } from "../../products/specifications";
import { LANGUAGES } from "../../shared/i18n/languages";
import type { Localized } from "../../shared/i18n/localized";
import { imageNode, listOf, localizedOf, numberOf, pictureOf, recordOf, textOf } from "../entry-values";
import type { PreviewProps } from "../preview-props";

/** The description as the build renders it: the site's Markdown with its link rules. */
const descriptionHtml = (description: Localized): Localized =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, markdownHtml(description[language], language)]),
  ) as Localized;

function specification(value: unknown): SpecificationRow {
  const row = recordOf(value);
  const dimensions = listOf(row.dimensions).flatMap((item) => numberOf(item) ?? []);
  return {
    property: textOf(row.property),
    value: numberOf(row.value),
    min: numberOf(row.min),
    max: numberOf(row.max),
    dimensions: dimensions.length > 0 ? dimensions : null,
    cylinder: row.cylinder === true,
    text: row.text === undefined ? null : localizedOf(row.text, { en: "", de: "" }),
  };
}

/** The machine's own page: hero, key figures, description, specification table, its materials. */
export function ProductPreview({ entry, slug, images, data, language, missing }: PreviewProps) {
  const built = data.products.nodes.find((product) => product.slug === slug);
  const product: ProductDetailData = {
    slug: textOf(entry.slug),
    name: textOf(entry.name) || missing[language],
    category: textOf(entry.category),
    summary: localizedOf(entry.summary, missing),
    imageAlt: localizedOf(entry.imageAlt, missing),
    image: imageNode(undefined),
    tagline: localizedOf(entry.tagline, missing),
    descriptionHtml: descriptionHtml(localizedOf(entry.description, missing)),
    keyFigures: listOf(entry.keyFigures).map((value) => {
      const figure = recordOf(value);
      return {
        id: textOf(figure.id),
        label: localizedOf(figure.label, missing),
        value: localizedOf(figure.value, missing),
      };
    }),
    specifications: listOf(entry.specifications).map(specification),
  };
  const heroImage = pictureOf(entry.image, images, built?.hero.childImageSharp?.gatsbyImageData, {
    width: 960,
    height: 640,
  });
  const materials = data.materials.nodes.filter((material) =>
    material.machines.some((machine) => machine.product === slug),
  );
  return <ProductDetail product={product} heroImage={heroImage} materials={materials} language={language} />;
}
