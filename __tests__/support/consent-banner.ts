import { screen } from "@testing-library/react";
import { CONSENT_STORAGE_KEY } from "../../src/analytics/consent-store";

/** The Tag Manager container's script, once consent allows it. */
export const TAG_MANAGER = 'script[src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST001"]';

/** The banner is a lazily loaded chunk: wait for it. */
export const findBanner = (name = "Statistics on this website") => screen.findByRole("region", { name });

/** The visitor's stored answer to the banner. */
export function storedAnswer(): unknown {
  return (JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "{}") as { answer?: unknown }).answer;
}
