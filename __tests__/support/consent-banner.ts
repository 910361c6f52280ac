import { screen } from "@testing-library/react";
import { CONSENT_STORAGE_KEY } from "../../src/consent/consent-store";
import { clearCookies } from "./clear-cookies";

/** The Tag Manager container's script, once consent allows it. */
export const TAG_MANAGER = 'script[src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST001"]';

/** The banner is a lazily loaded chunk: wait for it. */
export const findBanner = (name = "Statistics on this website") => screen.findByRole("region", { name });

/** The visitor's stored answer to the banner. */
export function storedAnswer(): unknown {
  return (JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "{}") as { answer?: unknown }).answer;
}

/** A visitor who has never answered: no stored answer or cookies, no container script, no data layer. */
export function resetConsent(): void {
  localStorage.clear();
  clearCookies();
  document.head.innerHTML = "";
  delete window.dataLayer;
  delete window.___swUpdated;
}
