/** @jest-environment node */
import { netlifyHeaders, netlifyRedirects } from "../../../gatsby/hosting/netlify";
import { SECURITY_HEADERS, SVG_CONTENT_SECURITY_POLICY } from "../../../gatsby/hosting/security-headers";

describe("netlifyRedirects", () => {
  const file = netlifyRedirects([
    {
      from: "/datenschutz",
      to: "/privacy/",
      language: "en",
      origin: 'data/redirects.json: entry "/datenschutz"',
    },
    {
      from: "/de/kontakt",
      to: "/de/#contact",
      language: "de",
      origin: 'data/redirects.json: entry "/kontakt"',
    },
  ]);
  const rules = file.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

  it("forces a 301 for both slash forms, without splats", () => {
    expect(rules).toEqual([
      "/datenschutz /privacy/ 301!",
      "/datenschutz/ /privacy/ 301!",
      "/de/kontakt /de/#contact 301!",
      "/de/kontakt/ /de/#contact 301!",
    ]);
    expect(file).not.toContain("*");
  });

  it("names the entry of each rule in a comment", () => {
    expect(file).toContain('# data/redirects.json: entry "/kontakt"\n/de/kontakt ');
  });
});

describe("netlifyHeaders", () => {
  const file = netlifyHeaders({
    pages: [
      { path: "/", policy: "default-src 'self'; script-src 'self' 'sha256-home='" },
      { path: "/de/404.html", policy: "default-src 'self'; script-src 'self' 'sha256-notfound='" },
      { path: "/admin/", policy: "default-src 'self'; script-src 'self' 'unsafe-eval'" },
    ],
    immutableAssets: ["/app-0123456789abcdef0123.js", "/static/x.png"],
  });

  /** The file as rules: path → "Name: value" lines. */
  const rules = new Map<string, string[]>();
  let current = "";
  for (const line of file.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("  ")) rules.get(current)?.push(line.trim());
    else rules.set((current = line), []);
  }

  it("sends the security headers on every path", () => {
    expect(rules.get("/*")).toEqual(SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`));
  });

  it("gives each page its own policy and no policy to every path, which these hosts would combine", () => {
    expect(rules.get("/")).toEqual([
      "Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-home='",
    ]);
    expect(rules.get("/de/404.html")).toEqual([
      "Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-notfound='",
    ]);
    expect(rules.get("/*")?.some((header) => header.startsWith("Content-Security-Policy"))).toBe(false);
  });

  it("keeps the editor's page out of search engines and out of every cache", () => {
    expect(rules.get("/admin/")).toEqual([
      "Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
      "X-Robots-Tag: noindex",
      "Cache-Control: no-store",
    ]);
    expect(rules.get("/")?.some((header) => header.startsWith("X-Robots-Tag"))).toBe(false);
  });

  it("gives SVG files, wherever they lie, the SVG policy, and nosniff through the rule of every path", () => {
    const svgPolicy = [`Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}`];
    expect(rules.get("/*.svg")).toEqual(svgPolicy);
    expect(rules.get("/*.SVG")).toEqual(svgPolicy);
    expect(rules.get("/*")).toContain("X-Content-Type-Options: nosniff");
    // No page's rule would also match an SVG file, so its policy is never combined with another.
    expect([...rules.keys()].filter((path) => /\.svg$/i.test(path))).toEqual(["/*.svg", "/*.SVG"]);
  });

  it("caches hashed assets for a year", () => {
    const immutable = ["Cache-Control: public, max-age=31536000, immutable"];
    expect(rules.get("/static/*")).toEqual(immutable);
    expect(rules.get("/app-0123456789abcdef0123.js")).toEqual(immutable);
    expect(rules.has("/static/x.png")).toBe(false);
  });
});
