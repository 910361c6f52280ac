/** @jest-environment node */
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from "../../../gatsby/hosting/csp";

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

const NONE = { keycloak: null, mailApiUrl: null, recaptchaSiteKey: null, gtmId: null, wordpressUrl: null };

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
