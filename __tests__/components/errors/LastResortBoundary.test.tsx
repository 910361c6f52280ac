import { screen } from "@testing-library/react";
import { LAST_RESORT_MESSAGE, LastResortBoundary } from "../../../src/components/errors/LastResortBoundary";
import { renderWithI18n } from "../../support/render-with-i18n";

function Broken(): never {
  throw new Error("a field of the page is missing");
}

describe("LastResortBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

  it("shows a plain message when the error page itself fails", () => {
    renderWithI18n(
      <LastResortBoundary>
        <Broken />
      </LastResortBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(LAST_RESORT_MESSAGE);
    expect(LAST_RESORT_MESSAGE).toBe("An error occurred while showing the error page");
  });

  it("shows its content while nothing fails", () => {
    renderWithI18n(
      <LastResortBoundary>
        <p>Fine</p>
      </LastResortBoundary>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
  });
});
