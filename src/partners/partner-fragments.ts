import { graphql } from "gatsby";

/** A partner as the home page and the editor's preview show it (src/partners/Partners.tsx). */
export const partnerFragments = graphql`
  fragment PartnerLogo on PartnersJson {
    jsonId
    name
    url
    logo {
      type
      src {
        publicURL
      }
      raster {
        childImageSharp {
          gatsbyImageData(height: 80, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;
