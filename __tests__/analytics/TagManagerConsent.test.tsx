import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../src/consent/consent-store";
import { TagManagerConsent } from "../../src/analytics/TagManagerConsent";
import { findBanner, resetConsent, storedAnswer, TAG_MANAGER } from "../support/consent-banner";
import { renderWithI18n } from "../support/render-with-i18n";

describe("TagManagerConsent", () => {
  beforeEach(resetConsent);

  it("asks in a labelled region with two buttons, and loads nothing before an answer", async () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    expect(await findBanner()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(document.querySelector(TAG_MANAGER)).toBeNull();
  });

  it("asks in German on German pages", async () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />, { language: "de" });
    expect(await findBanner("Statistik auf dieser Website")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Akzeptieren" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ablehnen" })).toBeInTheDocument();
  });

  it("loads the container once accepted, remembers it and closes", async () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(document.querySelectorAll(TAG_MANAGER)).toHaveLength(1);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);
    expect(storedAnswer()).toBe("granted");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("loads nothing once declined, remembers it and closes", async () => {
    renderWithI18n(<TagManagerConsent containerId="GTM-TEST001" />);
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    expect(document.querySelector(TAG_MANAGER)).toBeNull();
    expect(storedAnswer()).toBe("denied");
    expect(screen.queryByRole("region")).toBeNull();
    // Nothing ran, so there is nothing to withdraw from and no reason to reload the next page.
    expect(window.dataLayer).toBeUndefined();
    expect(window.___swUpdated).toBeUndefined();
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
