import { graphql } from "gatsby";

/** A material as the list and its filters show it (src/materials/MaterialList.tsx, MaterialFilters.tsx). */
export const materialFragments = graphql`
  fragment ListedMaterial on MaterialsJson {
    jsonId
    process
    title {
      en
      de
    }
    family {
      en
      de
    }
    machines {
      product
    }
    imageAlt {
      en
      de
    }
    datasheet
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }
`;

/** The typical values of a material's datasheet (src/templates/material.tsx, src/pages/compare/materials.tsx). */
export const materialValueFragments = graphql`
  fragment MaterialValues on MaterialsJson {
    values {
      property
      condition
      orientation
      value
      spread
      unit
      standard
      samples
    }
  }
`;

/** The materials list with its filters (src/materials/FilteredMaterialList.tsx). */
export const materialListFragments = graphql`
  fragment FilteredMaterials on Query {
    materials: allMaterialsJson(sort: { order: ASC }) {
      nodes {
        ...ListedMaterial
      }
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        ...ProductName
      }
    }
  }
`;

/** A material as its datasheet page and the editor's preview show it (src/materials/MaterialDatasheet.tsx). */
export const datasheetFragments = graphql`
  fragment DatasheetMaterial on MaterialsJson {
    jsonId
    title {
      en
      de
    }
    family {
      en
      de
    }
    process
    summary {
      en
      de
    }
    imageAlt {
      en
      de
    }
    datasheet
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
    composition {
      element
      min
      max
      balance
    }
    ...MaterialValues
    machines {
      product
      layerThickness
    }
  }
`;
