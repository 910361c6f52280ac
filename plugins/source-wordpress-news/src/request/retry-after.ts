/**
 * The Retry-After header of a 408, 429 or 503 (RFC 9110 §10.2.3): either delay-seconds or an HTTP-date.
 * Pure: the caller passes the clock.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH = `(${MONTHS.join("|")})`;
const TIME = "(\\d{2}):(\\d{2}):(\\d{2})";

// The three forms a recipient must accept (RFC 9110 §5.6.7), case-sensitive as the grammar says.
const IMF_FIXDATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
const RFC_850 = new RegExp(
  `^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`,
);
const ASCTIME = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ${MONTH} ( \\d|\\d{2}) ${TIME} (\\d{4})$`);

function utc(year: number, month: string, day: string, hour: string, minute: string, second: string) {
  const values = [Number(day), Number(hour), Number(minute), Number(second)];
  const [d, h, m, s] = values;
  if (d < 1 || d > 31 || h > 23 || m > 59 || s > 60) return undefined;
  const time = Date.UTC(year, MONTHS.indexOf(month), d, h, m, Math.min(s, 59));
  // Date.UTC rolls 31 Feb over into March: such a date is not a date.
  return new Date(time).getUTCDate() === d ? time : undefined;
}

/** The time an HTTP-date names, in ms since the epoch; undefined for anything else. */
export function parseHttpDate(value: string): number | undefined {
  let match = IMF_FIXDATE.exec(value);
  if (match) {
    const [, day, month, year, hour, minute, second] = match;
    return utc(Number(year), month, day, hour, minute, second);
  }
  match = RFC_850.exec(value);
  if (match) {
    const [, day, month, year, hour, minute, second] = match;
    // A two-digit year more than 50 years in the future is in the past century (RFC 9110 §5.6.7).
    const thisYear = new Date().getUTCFullYear();
    let fullYear = Math.floor(thisYear / 100) * 100 + Number(year);
    if (fullYear > thisYear + 50) fullYear -= 100;
    return utc(fullYear, month, day, hour, minute, second);
  }
  match = ASCTIME.exec(value);
  if (match) {
    const [, month, day, hour, minute, second, year] = match;
    return utc(Number(year), month, day.trim(), hour, minute, second);
  }
  return undefined;
}

/**
 * How long the server asks to wait, in ms, or undefined when the header is missing or malformed (then the
 * usual back-off applies). A date is measured from the answer's own Date header when it has a valid one,
 * so a wrong clock on either side does not stretch the wait; a date in the past means "now" (0).
 */
export function retryAfterMs(
  header: string | null | undefined,
  answerDate: string | null | undefined,
  now: number,
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) {
    // Very long digit strings stay finite and huge, which the caller's bound then refuses.
    const seconds = Number(value);
    return Number.isFinite(seconds) ? seconds * 1000 : Number.MAX_SAFE_INTEGER;
  }
  const until = parseHttpDate(value);
  if (until === undefined) return undefined;
  const answered = answerDate ? parseHttpDate(answerDate.trim()) : undefined;
  const from = answered ?? now;
  return Math.max(0, until - from);
}
