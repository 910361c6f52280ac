import { graphql } from "gatsby";

/** A team member as the team page and the editor's preview show them (src/team/TeamGroups.tsx). */
export const teamFragments = graphql`
  fragment TeamMember on TeamJson {
    jsonId
    name
    position
    role {
      en
      de
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 200, height: 200, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }
`;
