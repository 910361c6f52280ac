import { LANGUAGE_LOCALES, type Language } from "./languages";

/**
 * A calendar day as written in the content ("2027-01-31", or the day of a date-time "2026-03-05T09:30:00"),
 * and how visitors read it. The day is never shifted by a time zone: a job's closing day and a news post's
 * date are the days their editors wrote, wherever the site is built.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-01-31" → { year: 2027, month: 1, day: 31 }; throws for a malformed or impossible date. */
export function parseCalendarDate(text: string): CalendarDate {
  const match = CALENDAR_DATE.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a date in the form YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`"${text}" is not a real calendar date`);
  }
  return { year, month, day };
}

const formats = new Map<Language, Intl.DateTimeFormat>();

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: "long", timeZone: "UTC" });
    formats.set(language, format);
  }
  return format;
}

/**
 * "January 31, 2027" / "31. Januar 2027". A date-time counts by the day it starts with (WordPress gives the
 * site's local time, so that is the day the editor saw); throws for a day that does not exist.
 */
export function formatCalendarDate(date: string, language: Language): string {
  const { year, month, day } = parseCalendarDate(date.slice(0, 10));
  return dateFormat(language).format(new Date(Date.UTC(year, month - 1, day)));
}
