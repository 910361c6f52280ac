/** A Consent Mode state, as the tag manager's `gtag('consent', …)` command takes it. */
export type ConsentModeState = Record<string, "granted" | "denied">;

/**
 * The Consent Mode update for the visitor's answer, for a container that is already running in the page
 * (it cannot be unloaded). The banner asks about statistics only: accepting grants analytics storage and
 * nothing else; declining denies analytics and, never having been asked, every advertising purpose too.
 */
export function consentModeUpdate(answer: "granted" | "denied"): ["consent", "update", ConsentModeState] {
  if (answer === "granted") return ["consent", "update", { analytics_storage: "granted" }];
  return [
    "consent",
    "update",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ];
}
