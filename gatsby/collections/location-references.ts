/** A posting's location names an entry of data/locations.json: a reference across files. */
import { describeValue, shownValue } from "./describe-value";
import type { EntryCheck } from "./entry-consistency";
import { coded } from "./problem-line";

export const locationExists: EntryCheck = (entry, { locationIds }) => {
  const { location } = entry;
  if (typeof location !== "string" || locationIds.includes(location)) return [];
  const known = locationIds.map((id) => `"${id}"`).join(", ");
  return [
    coded("location", {
      code: "notOneOf",
      values: { allowed: known, found: describeValue(location), shown: shownValue(location) },
    }),
  ];
};
