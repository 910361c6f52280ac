import { within } from "@testing-library/react";

/** A table's rows as the text of their cells, header cells included. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
