/** @jest-environment node */
import { contentSecurityPolicy, type CspConfig } from "../../../gatsby/hosting/csp";
import {
  ALLOWED_IFRAME_HOSTS,
  sanitizeContent,
} from "../../../plugins/source-wordpress-news/src/content/sanitize-content";

/**
 * The news sanitizer keeps frames from some hosts, the page's Content-Security-Policy allows frames from
 * some sources: a host kept by the one and blocked by the other is an empty box in a post. This holds the
 * two lists together, whatever the configuration.
 */

const NONE: CspConfig = {
  keycloak: null,
  mailApiUrl: null,
  recaptchaSiteKey: null,
  gtmId: null,
  wordpressUrl: null,
};
const EVERYTHING: CspConfig = {
  keycloak: { url: "https://sso.example.com", realm: "site", clientId: "shop_frontend" },
  mailApiUrl: "https://mail.example.com/api",
  recaptchaSiteKey: "key",
  gtmId: "GTM-TEST",
  wordpressUrl: "https://news.example.com",
} as CspConfig;

function frameSources(config: CspConfig): string[] {
  const directive = contentSecurityPolicy(config, [])
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "frame-src");
  // Without frame-src, child-src and then default-src decide; the site always writes frame-src.
  if (!directive) throw new Error("the policy has no frame-src");
  return directive.slice(1);
}

/**
 * Whether a CSP source expression lets a page on https frame any path of https://<host>/ (CSP Level 3,
 * "Does url match expression": scheme-source, host-source with an optional "*." wildcard, port and path).
 */
function allowsFramesFrom(source: string, host: string): boolean {
  if (source === "*" || source === "https:") return true;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, sourceHost, port, path] = match;
  // A source without a scheme takes the page's, https; http would be upgraded, but the sanitizer keeps https only.
  if (scheme !== undefined && scheme.toLowerCase() !== "https") return false;
  if (port !== undefined && port !== "443" && port !== "*") return false;
  // A path other than "/" allows only some of a player's URLs.
  if (path !== undefined && path !== "/") return false;
  const wanted = sourceHost.toLowerCase();
  if (wanted === "*") return true;
  if (wanted.startsWith("*.")) return host.endsWith(wanted.slice(1));
  return host === wanted;
}

describe("the hosts the news sanitizer keeps in frames are allowed by the policy's frame-src", () => {
  it.each([
    ["the default configuration", NONE],
    ["every service configured", EVERYTHING],
  ])("with %s", (_name, config) => {
    const sources = frameSources(config);
    const blocked = ALLOWED_IFRAME_HOSTS.filter(
      (host) => !sources.some((source) => allowsFramesFrom(source, host)),
    );
    expect(blocked).toEqual([]);
  });

  it("and the sanitizer writes frames from those hosts only", () => {
    const embeds = [
      "https://www.youtube.com/embed/a",
      "https://youtube.com/embed/b",
      "https://m.youtube.com/embed/c",
      "https://youtube-nocookie.com/embed/d",
      "https://www.youtube-nocookie.com/embed/e",
      "https://player.vimeo.com/video/1",
      "https://vimeo.com/2",
      "https://www.google.com/maps/embed?pb=x",
      "https://evil.example/",
    ];
    const html = sanitizeContent(embeds.map((src) => `<iframe src="${src}"></iframe>`).join(""));
    const hosts = [...html.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/g)].map(([, src]) => new URL(src).host);
    expect(hosts).toEqual([
      "www.youtube-nocookie.com",
      "www.youtube-nocookie.com",
      "www.youtube-nocookie.com",
      "www.youtube-nocookie.com",
      "www.youtube-nocookie.com",
      "player.vimeo.com",
    ]);
    expect(hosts.every((host) => (ALLOWED_IFRAME_HOSTS as readonly string[]).includes(host))).toBe(true);
  });
});

describe("the source matching of this test", () => {
  it.each([
    ["https://www.youtube-nocookie.com", "www.youtube-nocookie.com", true],
    ["www.youtube-nocookie.com", "www.youtube-nocookie.com", true],
    ["https://*.vimeo.com", "player.vimeo.com", true],
    ["https://www.youtube-nocookie.com:443/", "www.youtube-nocookie.com", true],
    ["https:", "player.vimeo.com", true],
    ["https://www.youtube.com", "www.youtube-nocookie.com", false],
    ["http://player.vimeo.com", "player.vimeo.com", false],
    ["https://player.vimeo.com:8443", "player.vimeo.com", false],
    ["https://www.google.com/recaptcha/", "www.google.com", false],
    ["https://*.vimeo.com", "vimeo.com", false],
    ["'self'", "player.vimeo.com", false],
  ])("%s allows %s: %s", (source, host, allowed) => {
    expect(allowsFramesFrom(source, host)).toBe(allowed);
  });
});
