import { graphql, type PageProps } from "gatsby";
import { MaterialDatasheet } from "../materials/MaterialDatasheet";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";
import { fallbackSrc } from "../shared/images/image-data";
import { productJsonLd } from "../shared/seo/structured-data";
import { valueProperties } from "../materials/datasheet-properties";
import { materialPath } from "../materials/material-anchor";

type MaterialPageData = Queries.MaterialPageQuery;

// The page exists because gatsby/pages/materials.ts found the material; GraphQL still types the lookup as
// possibly missing, so a missing material renders nothing rather than a broken page.
export default function MaterialPage({ data }: PageProps<MaterialPageData>) {
  const language = useLanguage();
  if (!data.material) return null;
  const machineNames = Object.fromEntries(data.products.nodes.map((product) => [product.slug, product.name]));
  return (
    <MaterialDatasheet
      material={data.material}
      machineNames={machineNames}
      image={data.material.image.childImageSharp?.gatsbyImageData}
      language={language}
    />
  );
}

export const Head = pageHead<MaterialPageData>("applicationcenter", {
  meta: ({ material }, language, t) => {
    if (!material) return { title: t("meta.title"), description: t("meta.description") };
    const name = material.title[language];
    return {
      title: t("datasheet.meta.title", { material: name }),
      description: t("datasheet.meta.description", {
        material: name,
        family: material.family[language],
        process: t(`datasheet.processes.${material.process}`),
      }),
    };
  },
  jsonLd: ({ material, site }, language, t) => {
    if (!material) return [];
    const siteUrl = site?.siteMetadata?.siteUrl ?? "";
    const image =
      material.image.childImageSharp && fallbackSrc(material.image.childImageSharp.gatsbyImageData);
    const properties = valueProperties(material.values, (row) =>
      [
        t(`datasheet.properties.${row.property}`),
        t(`datasheet.conditions.${row.condition}`),
        ...(row.orientation ? [t(`datasheet.orientations.${row.orientation}`)] : []),
      ].join(", "),
    );
    const input = {
      path: materialPath(material.jsonId),
      name: material.title[language],
      summary: material.summary,
      properties,
    };
    return [
      productJsonLd(
        input,
        language,
        siteUrl,
        material.family[language],
        image ? `${siteUrl}${image}` : undefined,
      ),
    ];
  },
});

export const query = graphql`
  query MaterialPage($materialId: String!, $language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "applicationcenter"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    material: materialsJson(jsonId: { eq: $materialId }) {
      ...DatasheetMaterial
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        ...ProductName
      }
    }
  }
`;
