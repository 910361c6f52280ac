import { asksToStart, comingBackTo, signInPageHref } from "../../src/sign-in/sign-in-page";

describe("signInPageHref", () => {
  it("leads to the sign-in page of the language, with the page to come back to and the start fragment", () => {
    expect(signInPageHref("/jobs/", "en")).toBe("/login/?return=%2Fjobs%2F#start");
    expect(signInPageHref("/de/jobs/?q=a&b=c", "de")).toBe(
      "/de/login/?return=%2Fde%2Fjobs%2F%3Fq%3Da%26b%3Dc#start",
    );
  });

  it("gives back the page it was given when the page reads the query", () => {
    const href = signInPageHref("/de/team/#karriere", "de");
    const url = new URL(href, "https://site.invalid");
    expect(url.pathname).toBe("/de/login/");
    expect(url.searchParams.get("return")).toBe("/de/team/#karriere");
    expect(asksToStart(url.hash)).toBe(true);
  });
});

describe("asksToStart", () => {
  it("starts only on the start fragment, never on an authorization response or nothing", () => {
    expect(asksToStart("#start")).toBe(true);
    expect(asksToStart("")).toBe(false);
    expect(asksToStart("#state=abc&code=def")).toBe(false);
    expect(asksToStart("#started")).toBe(false);
  });
});

describe("comingBackTo", () => {
  it("keeps the query and fragment of the page the visitor is on", () => {
    expect(comingBackTo("/search/", { pathname: "/search/", search: "?q=sls", hash: "#results" })).toBe(
      "/search/?q=sls#results",
    );
  });

  it("takes nothing from another page's address", () => {
    expect(comingBackTo("/account/", { pathname: "/login/", search: "?return=x", hash: "#start" })).toBe(
      "/account/",
    );
  });
});
