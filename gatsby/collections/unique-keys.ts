/** Identifiers that must be unique: an entry's key in its file, ids within a list, and legacy slugs. */
import { isRecord } from "../../src/shared/utils/is-record";
import { shownValue } from "./describe-value";
import type { FieldProblem } from "./entry-consistency";
import { coded, entryOf, entryText } from "./problem-line";

type Entry = Readonly<Record<string, unknown>>;

/** How messages name an entry (the problems' own words for it): by its key where it has one, else by its position. */
export const entryLabel = (key: unknown, index: number): string => entryText(entryOf(key, index));

/** Each item whose `key` repeats an earlier item's: its index, the value and the earlier index. */
function repeats(
  items: readonly unknown[],
  key: string,
): { index: number; value: string; earlier: number }[] {
  const first = new Map<string, number>();
  const found: { index: number; value: string; earlier: number }[] = [];
  items.forEach((item, index) => {
    const value = isRecord(item) ? item[key] : undefined;
    if (typeof value !== "string") return;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, index);
    else found.push({ index, value, earlier });
  });
  return found;
}

/** For each entry that repeats an earlier entry's key, by index: the problem with its key field. */
export function duplicateKeys(entries: readonly unknown[], key: string): Map<number, FieldProblem> {
  return new Map(
    repeats(entries, key).map(({ index, value, earlier }) => [
      index,
      coded(key, {
        code: "duplicateKey",
        values: { key, shown: shownValue(value), earlier: String(earlier) },
      }),
    ]),
  );
}

/** Items of a list inside an entry that repeat an earlier item's id. */
export function duplicateListKeys(entry: Entry, lists: Readonly<Record<string, string>>): FieldProblem[] {
  return Object.entries(lists).flatMap(([list, key]) => {
    const items = entry[list];
    if (!Array.isArray(items)) return [];
    return repeats(items, key).map(({ index, value, earlier }) =>
      coded(`${list}[${index}].${key}`, {
        code: "duplicateListKey",
        values: { key, shown: shownValue(value), list, earlier: String(earlier) },
      }),
    );
  });
}

/**
 * Aliases (legacy slugs) redirect to their entry: none may equal a key or another alias. `label` names an
 * entry by its key and position, in the words of where it is stored.
 */
export function aliasCollisions(
  entries: readonly unknown[],
  key: string,
  aliasField: string,
  label: (key: unknown, index: number) => string,
): { index: number; problem: FieldProblem }[] {
  const problems: { index: number; problem: FieldProblem }[] = [];
  const owners = new Map<string, string>();
  entries.forEach((entry, index) => {
    if (isRecord(entry) && typeof entry[key] === "string") {
      owners.set(entry[key] as string, `the ${key} of ${label(entry[key], index)}`);
    }
  });
  entries.forEach((entry, index) => {
    if (!isRecord(entry) || !Array.isArray(entry[aliasField])) return;
    const own = new Set<string>();
    (entry[aliasField] as unknown[]).forEach((alias, position) => {
      // A repeat within one entry is the schema's (uniqueItems).
      if (typeof alias !== "string" || own.has(alias)) return;
      own.add(alias);
      const owner = owners.get(alias);
      const field = `${aliasField}[${position}]`;
      if (owner !== undefined) {
        const values = { shown: shownValue(alias), owner };
        problems.push({ index, problem: coded(field, { code: "aliasCollides", values }) });
      } else {
        owners.set(alias, `${aliasField} of ${label(entry[key], index)}`);
      }
    });
  });
  return problems;
}
