import { readFileSync } from "node:fs";
import path from "node:path";

/** A collection from data/, so the tests follow the content the marketing team edits. */
export function collection<T>(name: string): T[] {
  const file = path.join(__dirname, "..", "..", "data", `${name}.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: T[] }).entries;
}
