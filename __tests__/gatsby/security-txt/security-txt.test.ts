/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import site from "../../../data/site.json";
import { securityTxt, writeSecurityTxt } from "../../../gatsby/security-txt/security-txt";

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

describe("writeSecurityTxt", () => {
  it("writes /.well-known/security.txt naming the site settings' contact address", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "security-txt-"));
    try {
      await writeSecurityTxt(publicDir, "https://www.example.com");
      const text = readFileSync(path.join(publicDir, ".well-known", "security.txt"), "utf8");
      expect(text).toMatch(new RegExp(`^Contact: mailto:${site.contacts.email.replace(/\./g, "\\.")}$`, "m"));
      expect(text).toMatch(/^Canonical: https:\/\/www\.example\.com\/\.well-known\/security\.txt$/m);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
