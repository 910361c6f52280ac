/** @jest-environment node */
import { objectRedirects } from "../../../gatsby/hosting/object-storage";

describe("objectRedirects", () => {
  it("writes both slash forms as keys, the bare path and its index document, sorted", () => {
    expect(
      objectRedirects([
        { from: "/de/kontakt", to: "/de/#contact", language: "de", origin: "test" },
        { from: "/datenschutz", to: "/privacy/", language: "en", origin: "test" },
      ]),
    ).toEqual([
      { key: "datenschutz", location: "/privacy/" },
      { key: "datenschutz/index.html", location: "/privacy/" },
      { key: "de/kontakt", location: "/de/#contact" },
      { key: "de/kontakt/index.html", location: "/de/#contact" },
    ]);
  });

  it("names objects by the decoded path, as the website endpoint looks them up", () => {
    expect(
      objectRedirects([{ from: "/%C3%BCber-uns", to: "/team/", language: "de", origin: "test" }]).map(
        (redirect) => redirect.key,
      ),
    ).toEqual(["über-uns", "über-uns/index.html"]);
  });
});
