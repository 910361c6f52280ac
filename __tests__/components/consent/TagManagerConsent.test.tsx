import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../../src/analytics/consent-store";
import { TagManagerConsent } from "../../../src/components/consent/TagManagerConsent";
import { renderWithI18n } from "../../support/render-with-i18n";

const TAG_MANAGER = 'script[src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST001"]';

describe("TagManagerConsent", () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = "";
    delete window.dataLayer;
  });

  it("asks in a labelled region with two buttons, and loads nothing before an answer", () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    expect(screen.getByRole("region", { name: "Statistics on this website" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(document.querySelector(TAG_MANAGER)).toBeNull();
  });

  it("asks in German on German pages", () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />, { language: "de" });
    expect(screen.getByRole("region", { name: "Statistik auf dieser Website" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Akzeptieren" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ablehnen" })).toBeInTheDocument();
  });

  it("loads the container once accepted, remembers it and closes", async () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(document.querySelectorAll(TAG_MANAGER)).toHaveLength(1);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "{}")).toMatchObject({
      answer: "granted",
    });
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("loads nothing once declined, remembers it and closes", async () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(document.querySelector(TAG_MANAGER)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "{}")).toMatchObject({ answer: "denied" });
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("does not ask again, and loads the container for a visitor who accepted before", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent("granted", new Date()));
    act(() => {
      renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    });
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.querySelectorAll(TAG_MANAGER)).toHaveLength(1);
  });
});
