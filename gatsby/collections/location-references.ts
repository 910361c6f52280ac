/** A posting's location names an entry of data/locations.json: a reference across files. */
import type { EntryCheck } from "./entry-consistency";

export const locationExists: EntryCheck = (entry, { locationIds }) => {
  const { location } = entry;
  if (typeof location !== "string" || locationIds.includes(location)) return [];
  const known = locationIds.map((id) => `"${id}"`).join(", ");
  return [{ field: "location", message: `must be one of ${known}, found string "${location}"` }];
};
