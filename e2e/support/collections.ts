import { readFileSync } from "node:fs";
import path from "node:path";

/** A collection from data/, so the tests follow the content the marketing team edits. */
export function collection<T>(name: string): T[] {
  return JSON.parse(readFileSync(path.join(__dirname, "..", "..", "data", `${name}.json`), "utf8")) as T[];
}
