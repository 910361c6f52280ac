import { screen } from "@testing-library/react";
import { LAST_RESORT_MESSAGES, LastResortBoundary } from "../../../src/shared/errors/LastResortBoundary";
import { renderWithI18n } from "../../support/render-with-i18n";

function Broken(): never {
  throw new Error("a field of the page is missing");
}

describe("LastResortBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

  it.each([
    ["en", "An error occurred while showing the error page"],
    ["de", "Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten"],
  ] as const)("shows a plain message in %s when the error page itself fails", (language, message) => {
    renderWithI18n(
      <LastResortBoundary language={language}>
        <Broken />
      </LastResortBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(LAST_RESORT_MESSAGES[language]);
    expect(LAST_RESORT_MESSAGES[language]).toBe(message);
  });

  it("shows its content while nothing fails", () => {
    renderWithI18n(
      <LastResortBoundary language="en">
        <p>Fine</p>
      </LastResortBoundary>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
  });
});
