import { formatCalendarDate } from "../../src/shared/i18n/calendar-date";
import { LANGUAGES } from "../../src/shared/i18n/languages";
import { closingInstant } from "../../src/jobs/posting-status";
import type { NodeModel } from "./node-model";

interface JobSource {
  jsonId: string;
  location: string;
  closes_at: string;
}

/**
 * `JobsJson.closesAtInstant` and `closingDateText`: when a posting stops accepting applications (the end of
 * its closing day in its location's time zone) and the closing day as written, decided at build time: the
 * browser only compares the instant with its clock.
 */
export const jobsResolvers = {
  JobsJson: {
    closesAtInstant: {
      type: "String!",
      resolve: async (source: JobSource, _args: unknown, context: { nodeModel: NodeModel }) => {
        const location = (await context.nodeModel.findOne({
          type: "LocationsJson",
          query: { filter: { jsonId: { eq: source.location } } },
        })) as { timeZone: string } | null;
        if (!location)
          throw new Error(`Job posting "${source.jsonId}" names an unknown location "${source.location}"`);
        return closingInstant(source.closes_at, location.timeZone).toISOString();
      },
    },
    closingDateText: {
      type: "LocalizedText!",
      resolve: (source: JobSource) =>
        Object.fromEntries(
          LANGUAGES.map((language) => [language, formatCalendarDate(source.closes_at, language)]),
        ),
    },
  },
};
