import { graphql } from "gatsby";

export const productFragments = graphql`
  fragment ProductName on ProductsJson {
    slug
    name
  }

  fragment ProductSpecifications on ProductsJson {
    specifications {
      property
      value
      min
      max
      dimensions
      cylinder
      text {
        en
        de
      }
    }
  }

  fragment ProductCard on ProductsJson {
    ...ProductName
    category
    summary {
      en
      de
    }
    imageAlt {
      en
      de
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }

  fragment ProductDetail on ProductsJson {
    ...ProductCard
    tagline {
      en
      de
    }
    descriptionHtml {
      en
      de
    }
    keyFigures {
      id
      label {
        en
        de
      }
      value {
        en
        de
      }
    }
    ...ProductSpecifications
    hero: image {
      childImageSharp {
        gatsbyImageData(width: 960, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }
`;
