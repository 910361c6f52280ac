import { screen } from "@testing-library/react";
import { PageErrorBoundary } from "../../../src/shared/errors/PageErrorBoundary";
import { LAST_RESORT_MESSAGES } from "../../../src/shared/errors/LastResortBoundary";
import { renderWithI18n } from "../../support/render-with-i18n";

function Broken(): never {
  throw new Error("a field of the page is missing");
}

describe("PageErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

  it.each([
    ["en", "Something went wrong", "Go back to home", "/"],
    ["de", "Etwas ist schiefgelaufen", "Zurück zur Startseite", "/de/"],
  ] as const)("shows the error page in %s with a link home", async (language, title, home, href) => {
    renderWithI18n(
      <PageErrorBoundary resetKey="/jobs/">
        <Broken />
      </PageErrorBoundary>,
      { language },
    );
    // The error page is a chunk of its own, loaded when a page fails.
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: home })).toHaveAttribute("href", href);
  });

  it("shows the page again after a navigation", () => {
    const { rerender } = renderWithI18n(
      <PageErrorBoundary resetKey="/jobs/">
        <Broken />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary resetKey="/team/">
        <p>Team</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText("Team")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });
});

describe("PageErrorBoundary without its error page", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.dontMock("../../../src/shared/errors/ErrorPage"));

  it("shows the plain message when the error page's chunk cannot be loaded either", async () => {
    jest.doMock("../../../src/shared/errors/ErrorPage", () => {
      throw new Error("Loading chunk error-page failed.");
    });
    let Boundary: typeof PageErrorBoundary = PageErrorBoundary;
    await jest.isolateModulesAsync(async () => {
      ({ PageErrorBoundary: Boundary } = await import("../../../src/shared/errors/PageErrorBoundary"));
    });
    renderWithI18n(
      <Boundary resetKey="/jobs/">
        <Broken />
      </Boundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(LAST_RESORT_MESSAGES.en);
  });
});
