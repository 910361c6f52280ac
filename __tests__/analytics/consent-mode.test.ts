import { consentModeUpdate } from "../../src/analytics/consent-mode";

describe("consent mode update", () => {
  it("withdraws analytics and every advertising purpose when the visitor declines", () => {
    expect(consentModeUpdate("denied")).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
  });

  it("grants analytics only when the visitor accepts: the banner asked about nothing else", () => {
    expect(consentModeUpdate("granted")).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  });
});
