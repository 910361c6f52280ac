import { parseCalendarDate, type CalendarDate } from "../shared/i18n/calendar-date";

/**
 * Whether a job posting still accepts applications. A posting's `closes_at` is the last calendar day
 * applications are accepted in the time zone of its location, so it closes at the first instant of the next
 * day THERE, whatever the visitor's or the build machine's time zone. Only Intl is used, which knows the
 * IANA zones and their daylight-saving rules.
 */
export type PostingStatus = "open" | "closed";

const HOUR_MS = 3_600_000;
/** Every UTC offset in use lies within ±14 h, so local midnight lies within this distance of UTC midnight. */
const MAX_OFFSET_MS = 15 * HOUR_MS;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    // Throws a RangeError for an unknown zone, which is what a caller with a typo in locations.json needs.
    // Any locale with numeric parts would do: only the numbers are read, never the text.
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in a zone at an instant, expressed as if it were UTC (milliseconds are dropped). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partFormat(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

function utcMidnight(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function startOfDay(wallMidnight: number, timeZone: string): number {
  const offsetAt = (instant: number) => wallClock(instant, timeZone) - (instant - (instant % 1000));
  // The offsets in effect around the day's start; one of them is the offset at local midnight.
  const offsets = new Set([-MAX_OFFSET_MS, 0, MAX_OFFSET_MS].map((shift) => offsetAt(wallMidnight + shift)));
  const exact = [...offsets]
    .map((offset) => wallMidnight - offset)
    .filter((instant) => wallClock(instant, timeZone) === wallMidnight);
  if (exact.length > 0) return Math.min(...exact);

  // Midnight is skipped by a daylight-saving jump (e.g. America/Santiago in September): the day begins at
  // the jump, the first instant whose wall clock shows that day.
  let before = wallMidnight - MAX_OFFSET_MS;
  let after = wallMidnight + MAX_OFFSET_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallClock(middle, timeZone) >= wallMidnight) after = middle;
    else before = middle;
  }
  return after;
}

/** The first instant after the closing day in the zone: from then on, the posting is closed. */
export function closingInstant(closesAt: string, timeZone: string): Date {
  const closingDay = parseCalendarDate(closesAt);
  const nextDay = utcMidnight(closingDay) + 24 * HOUR_MS;
  return new Date(startOfDay(nextDay, timeZone));
}

/** "open" before the closing instant (an ISO date-time), "closed" from then on. */
export function postingStatusAt(closingInstantIso: string, now: Date): PostingStatus {
  return now.getTime() < Date.parse(closingInstantIso) ? "open" : "closed";
}
