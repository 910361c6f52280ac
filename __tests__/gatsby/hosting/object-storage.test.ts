/** @jest-environment node */
import { objectStorage } from "../../../gatsby/hosting/object-storage";
import { SVG_CONTENT_SECURITY_POLICY } from "../../../gatsby/hosting/security-headers";

describe("objectStorage", () => {
  it("writes both slash forms of a redirect as keys, the bare path and its index document, sorted", () => {
    expect(
      objectStorage(
        [
          { from: "/de/kontakt", to: "/de/#contact", language: "de", origin: "test" },
          { from: "/datenschutz", to: "/privacy/", language: "en", origin: "test" },
        ],
        [],
      ).redirects,
    ).toEqual([
      { key: "datenschutz", location: "/privacy/" },
      { key: "datenschutz/index.html", location: "/privacy/" },
      { key: "de/kontakt", location: "/de/#contact" },
      { key: "de/kontakt/index.html", location: "/de/#contact" },
    ]);
  });

  it("names redirect objects by the decoded path, as the website endpoint looks them up", () => {
    expect(
      objectStorage(
        [{ from: "/%C3%BCber-uns", to: "/team/", language: "de", origin: "test" }],
        [],
      ).redirects.map((redirect) => redirect.key),
    ).toEqual(["über-uns", "über-uns/index.html"]);
  });

  it("keeps each page's policy under the key of its file, and the SVG policy", () => {
    const storage = objectStorage(
      [],
      [
        { file: "/jobs/index.html", policy: "jobs policy" },
        { file: "/404.html", policy: "not-found policy" },
      ],
    );
    expect(storage.policies).toEqual({ "404.html": "not-found policy", "jobs/index.html": "jobs policy" });
    expect(storage.svgPolicy).toBe(SVG_CONTENT_SECURITY_POLICY);
  });
});
