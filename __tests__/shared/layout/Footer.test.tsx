import { screen } from "@testing-library/react";
import locations from "../../../data/locations.json";
import site from "../../../data/site.json";
import { Footer } from "../../../src/shared/layout/Footer";
import type { SiteSettings } from "../../../src/shared/hooks/use-site-settings";
import { renderWithI18n } from "../../support/render-with-i18n";

const settings: SiteSettings = {
  site,
  locations: locations.entries.map((location) => ({ ...location, jsonId: location.id })),
  siteUrl: site.url,
  organizationJsonLd: "",
};

describe("Footer", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows the visitor's current year once it runs in the browser", () => {
    jest.useFakeTimers().setSystemTime(new Date("2031-03-01"));
    renderWithI18n(<Footer settings={settings} language="en" />);
    expect(screen.getByTestId("copyright-year")).toHaveTextContent("2031");
  });

  it.each([
    ["YouTube", "https://www.youtube.com/@example"],
    ["X (Twitter)", "https://twitter.com/example"],
    ["Facebook", "https://www.facebook.com/example"],
    ["Instagram", "https://www.instagram.com/example"],
    ["LinkedIn", "https://www.linkedin.com/company/example"],
  ])("links %s by name in a new tab without access to this page", (name, href) => {
    renderWithI18n(<Footer settings={settings} language="en" />);
    const link = screen.getByRole("link", { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
  });

  it("shows the locations with the country in the page's language", () => {
    renderWithI18n(<Footer settings={settings} language="de" />, { language: "de" });
    expect(screen.getByText(/Sampleville, CA, Vereinigte Staaten/)).toBeInTheDocument();
  });

  it("links the legal pages", () => {
    renderWithI18n(<Footer settings={settings} language="en" />);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(legal).toContainElement(screen.getByRole("link", { name: "Imprint" }));
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy/");
  });
});

describe("Footer cookie settings", () => {
  it("offers the cookie settings as a button beside the legal links when there is a consent to change", () => {
    renderWithI18n(<Footer settings={settings} language="de" consentSettings />, { language: "de" });
    const legal = screen.getByRole("navigation", { name: "Rechtliches" });
    expect(legal).toContainElement(screen.getByRole("button", { name: "Cookie-Einstellungen" }));
  });

  it("has no cookie settings without a tag manager", () => {
    renderWithI18n(<Footer settings={settings} language="en" />);
    expect(screen.queryByRole("button", { name: "Cookie settings" })).toBeNull();
  });
});
