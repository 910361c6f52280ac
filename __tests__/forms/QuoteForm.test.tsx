import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import QuoteForm from "../../src/forms/QuoteForm";
import { FakeXhr } from "../support/fake-xhr";
import { renderWithI18n } from "../support/render-with-i18n";

const PRODUCTS = [
  { slug: "aconity-midi", name: "AconityMIDI" },
  { slug: "aconity-mini", name: "AconityMINI" },
];
const MATERIALS = [
  { id: "alsi10mg", title: { en: "AlSi10Mg", de: "AlSi10Mg" } },
  { id: "in718", title: { en: "IN718", de: "IN718" } },
];

function form() {
  return (
    <QuoteForm
      mailApiUrl="http://mail.test"
      email="sales@example.com"
      products={PRODUCTS}
      materials={MATERIALS}
    />
  );
}

const CHOOSE_AGAIN = /Your file “bracket\.step” was not kept/;

describe("QuoteForm drafts", () => {
  beforeEach(() => {
    FakeXhr.install();
    sessionStorage.clear();
  });

  it("keeps choices and text, and only the name of a chosen file", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(form());
    await user.selectOptions(screen.getByLabelText(/^Machine or product/), "aconity-mini");
    await user.click(screen.getByLabelText("IN718"));
    await user.type(screen.getByLabelText(/^Quantity/), "3");
    await user.upload(screen.getByLabelText("CAD file"), new File(["ISO-10303-21"], "bracket.step"));
    expect(screen.queryByText(CHOOSE_AGAIN)).toBeNull();
    unmount();
    expect(JSON.parse(sessionStorage.getItem("form-draft:quote") ?? "{}")).toEqual(
      expect.objectContaining({
        product: "aconity-mini",
        materials: ["in718"],
        quantity: "3",
        fileName: "bracket.step",
      }),
    );

    renderWithI18n(form());
    expect(screen.getByLabelText(/^Machine or product/)).toHaveValue("aconity-mini");
    expect(screen.getByLabelText("IN718")).toBeChecked();
    expect(screen.getByLabelText("AlSi10Mg")).not.toBeChecked();
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue(3);
    const file = screen.getByLabelText("CAD file");
    const note = screen.getByText(CHOOSE_AGAIN);
    expect(file.getAttribute("aria-describedby")?.split(" ")).toContain(note.id);

    await user.upload(file, new File(["ISO-10303-21"], "bracket.step"));
    expect(screen.queryByText(CHOOSE_AGAIN)).toBeNull();
  });

  it("says nothing about files when none was chosen", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(form());
    await user.type(screen.getByLabelText(/^Quantity/), "3");
    unmount();
    renderWithI18n(form());
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue(3);
    expect(screen.queryByText(/was not kept/)).toBeNull();
  });

  it("drops a stored product the form no longer offers", () => {
    sessionStorage.setItem("form-draft:quote", JSON.stringify({ product: "retired-machine", quantity: "2" }));
    renderWithI18n(form());
    expect(screen.getByLabelText(/^Machine or product/)).toHaveValue("");
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue(2);
  });
});
