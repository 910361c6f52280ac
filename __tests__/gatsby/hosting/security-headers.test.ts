/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SECURITY_HEADERS, SVG_CONTENT_SECURITY_POLICY } from "../../../gatsby/hosting/security-headers";

const snippet = readFileSync(path.join(__dirname, "../../../deploy/nginx/security-headers.conf"), "utf8");
const deployFile = (name: string) =>
  readFileSync(path.join(__dirname, "../../../deploy/nginx", name), "utf8");
const serverConf = deployFile("site-server.conf");

describe("the nginx security headers", () => {
  const headers = [...snippet.matchAll(/^add_header (\S+) "?(.*?)"? always;$/gm)].map((m) => [m[1], m[2]]);

  it("are the headers the other hosts get, plus the policy of the answer", () => {
    expect(headers).toEqual([...SECURITY_HEADERS, ["Content-Security-Policy", "$site_response_csp"]]);
  });

  it("give SVG files the SVG policy the other hosts send, whatever the case, and everything else its page's", () => {
    const maps = deployFile("site-maps.conf");
    const map = /^map \$uri \$site_response_csp \{\n([^}]*)\n\}$/m.exec(maps)?.[1];
    const entries = map
      ?.split("\n")
      .map((line) => /^ {4}("[^"]*"|\S+) +("[^"]*"|\S+);$/.exec(line)?.slice(1));
    expect(entries).toEqual([
      ['"~*\\.svg$"', `"${SVG_CONTENT_SECURITY_POLICY}"`],
      ["default", "$site_csp"],
    ]);
    // The build's map of each page's policy is included before, in the same http context.
    expect(maps.indexOf("include @ROOT@/nginx-csp.conf;")).toBeLessThan(
      maps.indexOf("map $uri $site_response_csp"),
    );
  });

  it("keep SVG files from running or loading anything, and from being read as another type", () => {
    const directives = SVG_CONTENT_SECURITY_POLICY.split("; ");
    expect(directives).toEqual(
      expect.arrayContaining(["default-src 'none'", "img-src data:", "frame-ancestors 'none'", "sandbox"]),
    );
    expect(SVG_CONTENT_SECURITY_POLICY).not.toMatch(/script-src|'self'|https?:/);
    expect(headers).toContainEqual(["X-Content-Type-Options", "nosniff"]);
  });

  it("are repeated in every location that sets a header of its own", () => {
    const locations = serverConf.split(/\nlocation /).slice(1);
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations.filter((block) => block.includes("add_header"))) {
      expect(location).toContain("include @CONF_DIR@/security-headers.conf;");
    }
    expect(serverConf).toMatch(/^include @CONF_DIR@\/security-headers\.conf;$/m);
  });
});

describe("the nginx server blocks", () => {
  it("share one server configuration over http and https", () => {
    for (const wrapper of ["site.conf", "site-tls.conf"]) {
      const conf = deployFile(wrapper);
      expect(conf).toMatch(/^include @CONF_DIR@\/site-maps\.conf;$/m);
      expect(conf).toMatch(/^ {4}include @CONF_DIR@\/site-server\.conf;$/m);
    }
  });

  it("answer plain http with a redirect to https on the same host, without the site's headers", () => {
    const [redirectServer, httpsServer] = deployFile("site-tls.conf")
      .split(/\nserver \{/)
      .slice(1);
    expect(redirectServer).toContain("return 301 https://$host@HTTPS_PORT_SUFFIX@$request_uri;");
    expect(redirectServer).not.toContain("site-server.conf");
    expect(httpsServer).toMatch(/listen @LISTEN@ ssl/);
    expect(httpsServer).toContain("ssl_protocols TLSv1.2 TLSv1.3;");
  });
});
