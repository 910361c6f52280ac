import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../src/consent/consent-store";
import { ConsentSettingsButton } from "../../src/consent/ConsentSettingsButton";
import { TagManagerConsent } from "../../src/analytics/TagManagerConsent";
import { findBanner, resetConsent, storedAnswer, TAG_MANAGER } from "../support/consent-banner";
import { renderWithI18n } from "../support/render-with-i18n";

function renderWithSettingsButton() {
  renderWithI18n(
    <>
      <TagManagerConsent containerId="GTM-TEST001" />
      <ConsentSettingsButton />
    </>,
  );
}

describe("cookie settings", () => {
  beforeEach(resetConsent);

  it("reopen the banner with the current choice, take the focus into it and give it back on Escape", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent("denied", new Date()));
    renderWithSettingsButton();
    const settings = screen.getByRole("button", { name: "Cookie settings" });
    await userEvent.click(settings);
    const banner = await findBanner();
    expect(banner).toHaveTextContent("Your current choice: declined.");
    expect(banner).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("region")).toBeNull();
    expect(settings).toHaveFocus();
    expect(storedAnswer()).toBe("denied");
  });

  it("close with the close button, giving the focus back", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent("granted", new Date()));
    renderWithSettingsButton();
    const settings = screen.getByRole("button", { name: "Cookie settings" });
    await userEvent.click(settings);
    expect(await findBanner()).toHaveTextContent("Your current choice: accepted.");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(settings).toHaveFocus();
  });

  it("accept after a decline: the container loads in this page", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent("denied", new Date()));
    renderWithSettingsButton();
    await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(storedAnswer()).toBe("granted");
    expect(document.querySelectorAll(TAG_MANAGER)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Cookie settings" })).toHaveFocus();
  });

  it("withdraw: the running container is told, the next page loads anew and the analytics cookies go", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent("granted", new Date()));
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_gid=GA1.1.789; Path=/";
    document.cookie = "i18n_redirected=de; Path=/";
    renderWithSettingsButton();
    expect(document.querySelectorAll(TAG_MANAGER)).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    expect(storedAnswer()).toBe("denied");
    expect(screen.queryByRole("region")).toBeNull();
    const update = window.dataLayer?.at(-1) as IArguments;
    expect(Object.prototype.toString.call(update)).toBe("[object Arguments]");
    expect(Array.from(update)).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    expect(window.___swUpdated).toBe(true);
    expect(document.cookie).toBe("i18n_redirected=de");
  });
});
