/** @jest-environment node */
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHash,
  type CspConfig,
} from "../../../gatsby/hosting/csp";
import {
  ALLOWED_IFRAME_HOSTS,
  sanitizeContent,
} from "../../../plugins/source-wordpress-news/src/content/sanitize-content";

// sha256 of the script bodies, computed with `printf '…' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const PAGE_PATH = "'sha256-YRhrmW9FiAsBTu5zZ+IzlcO0n5pmWdySzU3HNGBJqF0='";

const FIXTURE = `<!DOCTYPE html><html lang="en"><head>
<script>alert(1)</script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</head><body>
<script type="module">alert(1)</script>
<script id="gatsby-script-loader">window.pagePath="/jobs/";</script>
<script type="text/template"><p>not a script</p></script>
</body></html>`;

const NONE: CspConfig = {
  keycloak: null,
  mailApiUrl: null,
  recaptchaSiteKey: null,
  gtmId: null,
  wordpressUrl: null,
};

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser executes, once", () => {
    expect(inlineScriptHashes(FIXTURE)).toEqual([ALERT, PAGE_PATH]);
  });

  it("hashes the text as the browser parses it, line breaks normalised", () => {
    expect(scriptHash("a\r\nb")).toBe("'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='");
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

  it("lets only the draft preview read from WordPress; every page may show its images", () => {
    const config = { ...NONE, wordpressUrl: "https://cms.example.com/wp/" };
    const preview = directives(contentSecurityPolicy(config, [], { readsWordPress: true }));
    const other = directives(contentSecurityPolicy(config, []));
    expect(preview.get("connect-src")).toEqual(["'self'", "https://cms.example.com"]);
    expect(other.get("connect-src")).toEqual(["'self'"]);
    expect(other.get("img-src")).toContain("https://cms.example.com");
  });

  it("gives the editor's page alone 'unsafe-eval' (Decap compiles code), and its realm and uploads to read", () => {
    const config = {
      ...NONE,
      gtmId: "GTM-ABC1234",
      editorKeycloak: { url: "https://sso.example.com/auth", realm: "staff", clientId: "shop_frontend" },
    };
    const editor = directives(contentSecurityPolicy(config, [ALERT], { editor: true }));
    expect(editor.get("script-src")).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(editor.get("connect-src")).toEqual(["'self'", "blob:", "data:", "https://sso.example.com"]);
    expect(editor.get("frame-ancestors")).toEqual(["'none'"]);
    // No tag manager, no inline script, nothing of the site's services on the editor's page.
    expect([...editor.values()].flat().join(" ")).not.toMatch(/googletagmanager|sha256-/);
    const page = directives(contentSecurityPolicy(config, [ALERT]));
    expect(page.get("script-src")).not.toContain("'unsafe-eval'");
    expect(page.get("connect-src")).not.toContain("blob:");
  });

  it("allows the site's own files, the page's inline scripts and nothing else by default", () => {
    const policy = directives(contentSecurityPolicy(NONE, [ALERT]));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    // WebAssembly for the site search (Pagefind), and not eval of JavaScript.
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", ALERT]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("adds the configured services where the site talks to them", () => {
    const policy = directives(
      contentSecurityPolicy(
        {
          keycloak: { url: "https://sso.example.com/auth", realm: "staff", clientId: "shop_frontend" },
          mailApiUrl: "https://mail.example.com/v1",
          recaptchaSiteKey: "6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
          gtmId: "GTM-ABC1234",
          wordpressUrl: "https://news.example.com",
        },
        [],
      ),
    );
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining([
        "https://sso.example.com",
        "https://mail.example.com",
        "https://*.google-analytics.com",
      ]),
    );
    expect(policy.get("form-action")).toEqual(["'self'", "https://mail.example.com"]);
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.googletagmanager.com", "https://www.google.com/recaptcha/"]),
    );
    expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/"]));
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["https://news.example.com"]));
  });
});

/**
 * The news sanitizer keeps frames from some hosts, the page's Content-Security-Policy allows frames from
 * some sources: a host kept by the one and blocked by the other is an empty box in a post. This holds the
 * two lists together, whatever the configuration.
 */
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
