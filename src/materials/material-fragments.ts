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
