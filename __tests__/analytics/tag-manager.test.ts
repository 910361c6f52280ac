import {
  consentModeUpdate,
  tagManagerScriptUrl,
  tagManagerStartEntry,
} from "../../src/analytics/tag-manager";

describe("tag manager", () => {
  it("loads the container from Google's tag manager host", () => {
    expect(tagManagerScriptUrl("GTM-TEST001")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST001");
  });

  it("starts the data layer the way Google's snippet does", () => {
    expect(tagManagerStartEntry(1_700_000_000_000)).toEqual({
      "gtm.start": 1_700_000_000_000,
      event: "gtm.js",
    });
  });
});

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
