import { screen, within } from "@testing-library/react";
import { Header } from "../../../src/shared/layout/Header";
import { renderWithI18n } from "../../support/render-with-i18n";

describe("Header", () => {
  it("renders the main navigation with the machines menu and the main pages", () => {
    renderWithI18n(<Header pathname="/" />);
    const navigation = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(navigation).getByRole("button", { name: "Machines" })).toBeInTheDocument();
    expect(
      within(navigation)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Products", "/products/"],
      ["Application center", "/application-center/"],
      ["Consulting", "/consulting/"],
      ["Academy", "/academy/"],
      ["Testing", "/testing/"],
      ["Team", "/team/"],
      ["Jobs", "/jobs/"],
      ["News", "/news/"],
    ]);
  });

  it("links the logo to the home page", () => {
    renderWithI18n(<Header pathname="/" />);
    expect(screen.getByRole("link", { name: "Aconity3D – home page" })).toHaveAttribute("href", "/");
  });

  it("offers the quote, the language switcher and the mobile menu", () => {
    renderWithI18n(<Header pathname="/" />);
    expect(screen.getAllByRole("link", { name: "Get a quote" })[0]).toHaveAttribute("href", "/get-quote/");
    expect(screen.getByRole("list", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });

  it("links the German pages on a German page", () => {
    renderWithI18n(<Header pathname="/de/" />, { language: "de", originalPath: "/" });
    const navigation = screen.getByRole("navigation", { name: "Hauptnavigation" });
    expect(within(navigation).getAllByRole("link")[0]).toHaveAttribute("href", "/de/products/");
  });
});
