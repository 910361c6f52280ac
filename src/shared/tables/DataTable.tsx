import type { ReactNode } from "react";
import * as styles from "./DataTable.module.css";

/** Cell classes a table's rows use: a value kept on one line, a count aligned right. */
export const cellStyles = { value: styles.value, number: styles.number };

/**
 * A titled section holding one table of technical data: a heading, an optional note, and the table with its
 * caption and column headers. A wide table scrolls inside a focusable region on a phone (WCAG 1.4.10 and
 * 2.1.1), so keys scroll it too; the rows come from the caller, their first cell a row header.
 */
export function DataTable({
  id,
  title,
  caption,
  columns,
  note,
  children,
}: {
  /** The heading's id, which also names the section (and makes it an anchor). */
  id: string;
  title: string;
  caption: string;
  /** The column headers: words, or links (the items a comparison puts side by side). */
  columns: readonly ReactNode[];
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className={styles.note}>{note}</p>}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // The columns are the table's own, always in the same order.
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}
