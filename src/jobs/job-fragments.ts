import { graphql } from "gatsby";

/** A job posting as the jobs page and the editor's preview show it (src/jobs/JobPostings.tsx). */
export const jobFragments = graphql`
  fragment JobPosting on JobsJson {
    jsonId
    title {
      en
      de
    }
    summary {
      en
      de
    }
    location
    employmentType
    postedAt
    closesAtInstant
    closingDateText {
      en
      de
    }
    pdf
    imageAlt {
      en
      de
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
      }
    }
  }
`;
