import { graphql } from "gatsby";

/** The galleries' pictures as the home page and the editor's preview show them (HomeGallery, PrintGallery). */
export const galleryFragments = graphql`
  fragment GallerySlide on HomeGalleryJson {
    id: jsonId
    alt {
      en
      de
    }
    caption {
      en
      de
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 1280, aspectRatio: 2, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }

  fragment PrintedPart on PrintGalleryJson {
    jsonId
    alt {
      en
      de
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 480, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }
`;
