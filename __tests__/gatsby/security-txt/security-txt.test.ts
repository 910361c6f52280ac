import { securityTxt } from "../../../gatsby/security-txt/security-txt";

describe("securityTxt", () => {
  const text = securityTxt({
    siteUrl: "https://www.example.com",
    email: "info@example.com",
    builtAt: new Date("2026-03-01T12:00:00.123Z"),
  });
  const field = (name: string) => text.match(new RegExp(`^${name}: (.*)$`, "m"))?.[1];

  it("names the contact address and its own canonical address (RFC 9116)", () => {
    expect(field("Contact")).toBe("mailto:info@example.com");
    expect(field("Canonical")).toBe("https://www.example.com/.well-known/security.txt");
    expect(field("Preferred-Languages")).toBe("en, de");
  });

  it("expires less than a year after the build, in the RFC 3339 form without fractions", () => {
    expect(field("Expires")).toBe("2027-02-28T12:00:00Z");
    const lifetime = Date.parse(field("Expires") ?? "") - Date.parse("2026-03-01T12:00:00Z");
    expect(lifetime).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  });
});
