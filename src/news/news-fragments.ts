import { graphql } from "gatsby";

export const newsFragments = graphql`
  fragment NewsPostCard on WpNewsPost {
    id
    slug
    language
    title
    date
    dateText
    excerptHtml
    protected
    sticky
    featuredImageAlt
    featuredImage {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }
`;
