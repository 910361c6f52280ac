const WORDPRESS_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * An ISO 8601 date from WordPress's pair of fields: `date` (the site's local time, no offset) and `date_gmt`
 * (the same moment in UTC). The result keeps the local time and adds the offset, "2024-11-12T09:30:00+01:00":
 * a correct moment for feeds and structured data whose first ten characters are the day the editor saw.
 * Without `date_gmt` the local time is given as it is; undefined when `date` is not a WordPress date.
 */
export function wordPressDate(local: string | undefined, gmt: string | null | undefined): string | undefined {
  if (!local || !WORDPRESS_DATE.test(local) || Number.isNaN(Date.parse(`${local}Z`))) return undefined;
  if (!gmt || !WORDPRESS_DATE.test(gmt) || Number.isNaN(Date.parse(`${gmt}Z`))) return local;
  // Offsets come in quarter hours; rounding absorbs a leap second or a sloppy import.
  const minutes = Math.round((Date.parse(`${local}Z`) - Date.parse(`${gmt}Z`)) / 60000 / 15) * 15;
  if (minutes === 0) return `${local}Z`;
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${local}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
