import { isLanguage } from "../../src/i18n/languages";
import { formatPostDate } from "../../src/news/post-date";

/**
 * `WpNewsPost.dateText`: the post's date as its readers see it ("March 5, 2026"), formatted at build time so
 * that no page formats dates in the browser (the first Intl.DateTimeFormat of a page costs tens of
 * milliseconds on a phone, during hydration).
 */
export const newsResolvers = {
  WpNewsPost: {
    dateText: {
      type: "String!",
      resolve: (source: { date: string; language: string }) => {
        if (!isLanguage(source.language))
          throw new Error(`News post in unknown language "${source.language}"`);
        return formatPostDate(source.date, source.language);
      },
    },
  },
};
