/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SECURITY_HEADERS } from "../../../gatsby/redirects/security-headers";

const snippet = readFileSync(path.join(__dirname, "../../../deploy/nginx/security-headers.conf"), "utf8");
const siteConf = readFileSync(path.join(__dirname, "../../../deploy/nginx/site.conf"), "utf8");

describe("the nginx security headers", () => {
  const headers = [...snippet.matchAll(/^add_header (\S+) "?(.*?)"? always;$/gm)].map((m) => [m[1], m[2]]);

  it("are the headers the other hosts get, plus each page's policy", () => {
    expect(headers).toEqual([...SECURITY_HEADERS, ["Content-Security-Policy", "$site_csp"]]);
  });

  it("are repeated in every location that sets a header of its own", () => {
    const locations = siteConf.split(/\n {4}location /).slice(1);
    for (const location of locations.filter((block) => block.includes("add_header"))) {
      expect(location).toContain("include @CONF_DIR@/security-headers.conf;");
    }
    expect(siteConf).toMatch(/^ {4}include @CONF_DIR@\/security-headers\.conf;$/m);
  });
});
