import { JobPostings, type Posting } from "../../jobs/JobPostings";
import { closingInstant } from "../../jobs/posting-status";
import { formatCalendarDate } from "../../shared/i18n/calendar-date";
import { LANGUAGES } from "../../shared/i18n/languages";
import type { Localized } from "../../shared/i18n/localized";
import { imageNode, localizedOf, pictureOf, textOf, withItem } from "../entry-values";
import type { PreviewProps } from "../preview-props";

/** A calendar day as the site writes it, or the text as typed while it is not one yet. */
function dayText(day: string): Localized {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      try {
        return [language, formatCalendarDate(day, language)];
      } catch {
        return [language, day];
      }
    }),
  ) as Localized;
}

/** A posting card in its place on the jobs page: open or closed as the build decides it today. */
export function JobsPreview({ entry, slug, images, data, language, missing }: PreviewProps) {
  const timeZone = data.locations.nodes.find((location) => location.jsonId === entry.location)?.timeZone;
  const closesAt = textOf(entry.closes_at);
  let closesAtInstant = new Date(0).toISOString();
  try {
    if (timeZone) closesAtInstant = closingInstant(closesAt, timeZone).toISOString();
  } catch {
    // Not a day yet: shown as closed; the warnings say why.
  }
  const built = data.jobs.nodes.find((posting) => posting.jsonId === slug);
  const posting: Posting = {
    jsonId: textOf(entry.id),
    title: localizedOf(entry.title, missing),
    summary: localizedOf(entry.summary, missing),
    closesAtInstant,
    closingDateText: dayText(closesAt),
    pdf: textOf(entry.pdf),
    imageAlt: localizedOf(entry.imageAlt, missing),
    image: imageNode(
      pictureOf(entry.image, images, built?.image.childImageSharp?.gatsbyImageData, {
        width: 600,
        height: 315,
      }),
    ),
  };
  // The jobs page lists the latest closing day first.
  const postings = withItem(data.jobs.nodes, (item) => item.jsonId, slug, posting).sort((a, b) =>
    b.closesAtInstant.localeCompare(a.closesAtInstant),
  );
  return (
    <JobPostings
      postings={postings}
      builtAt={new Date().toISOString()}
      jobsEmail={data.siteJson?.contacts.jobsEmail ?? ""}
      language={language}
    />
  );
}
