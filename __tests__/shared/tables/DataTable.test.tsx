import { render, screen, within } from "@testing-library/react";
import { DataTable } from "../../../src/shared/tables/DataTable";

function renderTable(note?: string) {
  render(
    <DataTable
      id="values"
      title="Typical values"
      caption="Values of IN718"
      columns={["Property", "Value"]}
      note={note}
    >
      <tr>
        <th scope="row">Density</th>
        <td>8.2 g/cm³</td>
      </tr>
    </DataTable>,
  );
}

describe("DataTable", () => {
  it("names its section by its heading and its scrolling region by the caption", () => {
    renderTable();
    const section = screen.getByRole("region", { name: "Typical values" });
    const scroller = within(section).getByRole("region", { name: "Values of IN718" });
    expect(scroller).toHaveAttribute("tabindex", "0");
    expect(within(scroller).getByRole("table", { name: "Values of IN718" })).toBeInTheDocument();
  });

  it("heads each column and keeps the caller's rows with their row headers", () => {
    renderTable();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Property",
      "Value",
    ]);
    expect(screen.getByRole("rowheader", { name: "Density" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "8.2 g/cm³" })).toBeInTheDocument();
  });

  it("shows a note only when it is given", () => {
    renderTable();
    expect(screen.queryByText("Not guaranteed.")).toBeNull();
    renderTable("Not guaranteed.");
    expect(screen.getByText("Not guaranteed.")).toBeInTheDocument();
  });
});
