import { isLanguage } from "../../src/shared/i18n/languages";
import { formatCalendarDate } from "../../src/shared/i18n/calendar-date";

/**
 * `WpNewsPost.dateText`: the post's date as its readers see it ("March 5, 2026"), formatted at build time so
 * that no page formats dates in the browser (the first Intl.DateTimeFormat of a page costs tens of
 * milliseconds on a phone, during hydration).
 */
export const newsResolvers = {
  WpNewsPost: {
    dateText: {
      type: "String!",
      // The GraphQL field `language` is the post's language (its readers' language, as a news page lists
      // only the posts of its own language).
      resolve: ({ date, language: postLanguage }: { date: string; language: string }) => {
        if (!isLanguage(postLanguage)) throw new Error(`News post in unknown language "${postLanguage}"`);
        return formatCalendarDate(date, postLanguage);
      },
    },
  },
};
