import { memo, useEffect, useId, useMemo, useState } from "react";
import { useHydrated } from "../shared/hooks/use-hydrated";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { cellStyles, DataTable } from "../shared/tables/DataTable";
import { chosenIds, choiceSearch, differs, FEWEST, MOST, toggled, type ComparisonRow } from "./comparison";
import * as styles from "./ComparisonTable.module.css";

export interface ComparedItem {
  id: string;
  name: string;
  /** The item's own page, unprefixed. */
  href: string;
}

export interface ComparisonTexts {
  title: string;
  legend: string;
  caption: string;
  property: string;
  differs: string;
  choose: string;
  showing: (count: number, total: number) => string;
  showingAll: (total: number) => string;
  most: string;
}

/**
 * Items side by side, one column each, rows marked where the shown columns differ. The served page shows
 * every item (a full table, before or without script); once the script runs, the visitor ticks two to four
 * and the table shows those, the address keeping the choice (`?<param>=a,b`) so a link shares it.
 */
export function ComparisonTable({
  param,
  items,
  rows,
  texts,
}: {
  /** The address's parameter: "machines", "materials". */
  param: string;
  items: readonly ComparedItem[];
  rows: readonly ComparisonRow[];
  texts: ComparisonTexts;
}) {
  const known = items.map((item) => item.id);
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const id = useId();

  // Read once the page runs: the served HTML (and the hydration) is the full table, whatever the address.
  // No choice keeps the state as it is, so the table is not rendered a second time for nothing.
  useEffect(() => {
    const chosen = chosenIds(window.location.search, param, known);
    if (chosen.length > 0) setPicked(chosen);
    // The items are the page's own and never change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [param]);

  const pick = (item: string) => {
    const next = toggled(picked, item, known);
    setPicked(next);
    const search = choiceSearch(param, next);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  };

  const comparing = picked.length >= FEWEST;
  const shown = useMemo(
    () =>
      items
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => !comparing || picked.includes(item.id)),
    [items, picked, comparing],
  );
  const full = picked.length >= MOST;
  const status = comparing ? texts.showing(shown.length, items.length) : texts.showingAll(items.length);

  return (
    <>
      {/* Served too, its boxes off until the script runs, so the table does not move when they come;
          hidden where no script runs (the CSS's `scripting` query). */}
      <div className={styles.choice}>
        <fieldset className={styles.chooser} aria-describedby={`${id}-status`}>
          <legend className={styles.legend}>{texts.legend}</legend>
          <p className={styles.hint}>{texts.choose}</p>
          <ul className={styles.options}>
            {items.map((item) => {
              const checked = picked.includes(item.id);
              return (
                <li key={item.id} className={styles.option}>
                  <input
                    id={`${id}-${item.id}`}
                    type="checkbox"
                    checked={checked}
                    disabled={!hydrated || (full && !checked)}
                    onChange={() => pick(item.id)}
                  />
                  <label htmlFor={`${id}-${item.id}`}>{item.name}</label>
                </li>
              );
            })}
          </ul>
          <p id={`${id}-status`} className={styles.status} role="status">
            {status} {full && texts.most}
          </p>
        </fieldset>
      </div>
      <ComparisonGrid shown={shown} rows={rows} texts={texts} />
    </>
  );
}

/**
 * The table of the shown items; memoised, as the chooser changes far more often than the columns (a
 * hydration marks the boxes usable without drawing the table again).
 */
const ComparisonGrid = memo(function ComparisonGrid({
  shown,
  rows,
  texts,
}: {
  shown: readonly { item: ComparedItem; index: number }[];
  rows: readonly ComparisonRow[];
  texts: ComparisonTexts;
}) {
  return (
    <DataTable
      id="comparison"
      title={texts.title}
      caption={texts.caption}
      columns={[
        texts.property,
        ...shown.map(({ item }) => (
          <LocalizedLink key={item.id} to={item.href}>
            {item.name}
          </LocalizedLink>
        )),
      ]}
    >
      {rows.map((row) => {
        const cells = shown.map(({ index }) => row.cells[index]);
        const different = differs(cells);
        return (
          <tr key={row.id} className={different ? styles.different : undefined}>
            <th scope="row">
              {row.label}
              {different && (
                <>
                  {" "}
                  <span className={styles.differs}>{texts.differs}</span>
                </>
              )}
            </th>
            {cells.map((cell, column) => (
              <td key={shown[column].item.id} className={cellStyles.value}>
                {cell}
              </td>
            ))}
          </tr>
        );
      })}
    </DataTable>
  );
});
