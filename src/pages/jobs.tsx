import { graphql, type PageProps } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { JobPostings } from "../jobs/JobPostings";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";
import { fallbackSrc } from "../shared/images/image-data";
import { postingStatusAt } from "../jobs/posting-status";
import { jobPostingJsonLd } from "../shared/seo/structured-data";

type JobsData = Queries.JobsPageQuery;

export default function JobsPage({ data }: PageProps<JobsData>) {
  const language = useLanguage();
  return (
    <ContentPage ns="jobs">
      <JobPostings
        postings={data.jobs.nodes}
        builtAt={data.site?.buildTime ?? new Date(0).toISOString()}
        jobsEmail={data.siteJson?.contacts.jobsEmail ?? ""}
        language={language}
      />
    </ContentPage>
  );
}

/** JobPosting structured data only for postings open when the page is rendered. */
export const Head = pageHead<JobsData>("jobs", {
  jsonLd: (data, language) => {
    const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
    return data.jobs.nodes.flatMap((job) => {
      const location = data.locations.nodes.find((candidate) => candidate.jsonId === job.location);
      if (!location || postingStatusAt(job.closesAtInstant, new Date()) !== "open") return [];
      const image = job.image.childImageSharp && fallbackSrc(job.image.childImageSharp.gatsbyImageData);
      return [jobPostingJsonLd(job, location, language, siteUrl, image ? `${siteUrl}${image}` : undefined)];
    });
  },
});

export const query = graphql`
  query JobsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "jobs"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    site {
      buildTime
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      contacts {
        jobsEmail
      }
    }
    locations: allLocationsJson {
      nodes {
        jsonId
        name
        street
        postalCode
        city
        country {
          en
          de
        }
      }
    }
    jobs: allJobsJson(sort: { closes_at: DESC }) {
      nodes {
        ...JobPosting
      }
    }
  }
`;
