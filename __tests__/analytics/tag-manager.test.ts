import { tagManagerScriptUrl, tagManagerStartEntry } from "../../src/analytics/tag-manager";

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
