/**
 * The formats the collection schemas use beyond JSON Schema's own, for Ajv at build time and for its
 * standalone code in the editor's preview (entry-validators.ts), which requires this module by its path.
 */
import { parseCalendarDate } from "../../src/shared/i18n/calendar-date";

/** "date": a calendar day that exists ("2027-02-30" does not). */
export function date(text: string): boolean {
  try {
    parseCalendarDate(text);
    return true;
  } catch {
    return false;
  }
}
