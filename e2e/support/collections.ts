import path from "node:path";
import { readCollection } from "../../gatsby/collections/entries";

/** A collection from data/, in the order editors set, so the tests follow the content the marketing team edits. */
export function collection<T>(name: string): T[] {
  return readCollection(path.join(__dirname, "..", ".."), name) as T[];
}
