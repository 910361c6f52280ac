import { act, fireEvent, screen } from "@testing-library/react";
import { ComparisonTable, type ComparisonTexts } from "../../src/compare/ComparisonTable";
import { renderWithI18n } from "../support/render-with-i18n";
import { rowsOf } from "../support/table-rows";

const items = ["a", "b", "c", "d", "e"].map((id) => ({
  id,
  name: id.toUpperCase(),
  href: `/products/${id}/`,
}));
const rows = [
  { id: "weight", label: "Weight", cells: ["1 kg", "1 kg", "2 kg", "1 kg", "1 kg"] },
  { id: "gas", label: "Gas", cells: ["Argon", "Argon", "Argon", "Argon", "Argon"] },
];
const texts: ComparisonTexts = {
  title: "Specifications",
  legend: "Machines to compare",
  caption: "Compared",
  property: "Property",
  differs: "differs",
  choose: "Choose two to four.",
  showing: (count, total) => `Showing ${count} of ${total}.`,
  showingAll: (total) => `Showing all ${total}.`,
  most: "Four at most.",
};

function renderAt(search: string) {
  window.history.replaceState(null, "", `/compare/machines/${search}`);
  renderWithI18n(<ComparisonTable param="machines" items={items} rows={rows} texts={texts} />, {
    originalPath: "/compare/machines/",
  });
}

describe("a comparison", () => {
  it("shows every item while nothing is chosen, marking rows that differ among them", () => {
    renderAt("");
    const table = screen.getByRole("table", { name: "Compared" });
    expect(rowsOf(table)).toEqual([
      ["Property", "A", "B", "C", "D", "E"],
      ["Weight differs", "1 kg", "1 kg", "2 kg", "1 kg", "1 kg"],
      ["Gas", "Argon", "Argon", "Argon", "Argon", "Argon"],
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 5.");
  });

  it("starts from the address's choice, and marks differences among the shown items only", () => {
    renderAt("?machines=b,d");
    expect(rowsOf(screen.getByRole("table", { name: "Compared" }))).toEqual([
      ["Property", "B", "D"],
      ["Weight", "1 kg", "1 kg"],
      ["Gas", "Argon", "Argon"],
    ]);
    expect(screen.getByRole("checkbox", { name: "B" })).toBeChecked();
  });

  it("keeps what the visitor ticks in the address, and ticks no fifth", () => {
    renderAt("?machines=a");
    act(() => {
      fireEvent.click(screen.getByRole("checkbox", { name: "C" }));
    });
    expect(window.location.search).toBe("?machines=a,c");
    expect(rowsOf(screen.getByRole("table", { name: "Compared" }))[1]).toEqual([
      "Weight differs",
      "1 kg",
      "2 kg",
    ]);
    for (const name of ["B", "D"]) fireEvent.click(screen.getByRole("checkbox", { name }));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 4 of 5. Four at most.");
    expect(screen.getByRole("checkbox", { name: "E" })).toBeDisabled();
    expect(window.location.search).toBe("?machines=a,b,c,d");
  });
});
