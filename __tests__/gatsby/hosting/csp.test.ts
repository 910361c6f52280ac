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
import { languageHeadScript } from "../../../src/shared/i18n/head-script";

// sha256 of the script body, computed with `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

/**
 * The inline scripts of a built page, as Gatsby 5 writes them (cache-dir/static-entry.js; the chunk map and
 * build hash come from the _gatsby-scripts slice, stitched in with its whitespace), and the site's own.
 */
const LANGUAGE_RULE = languageHeadScript();
const PAGE_PATH = '/*<![CDATA[*/window.pagePath="/de/jobs/";/*]]>*/';
const CHUNK_MAP = JSON.stringify({ app: ["/app-0123456789abcdef0123.js"], polyfill: ["/polyfill-0a1b.js"] });
const CHUNK_MAPPING = `\n            window.___chunkMapping=${JSON.stringify(CHUNK_MAP)};\n          `;
const BUILD_HASH = 'window.___webpackCompilationHash="0123456789abcdef0123";';
const OWN_SCRIPTS = [LANGUAGE_RULE, PAGE_PATH, CHUNK_MAPPING, BUILD_HASH];

/** A built page with `content` where the page's rendered content goes (WordPress posts, descriptions). */
const builtPage = (content: string) => `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>\
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>\
<script>${LANGUAGE_RULE}</script>\
<style data-href="/styles.css" data-identity="gatsby-global-css">body{margin:0}</style>\
<link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/>\
<title data-gatsby-head="true">Jobs</title>\
<script type="application/ld+json" data-gatsby-head="true">{"@context":"https://schema.org"}</script>\
</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">\
<main><h1>Jobs</h1>${content}</main></div></div>\
<script id="gatsby-script-loader">${PAGE_PATH}</script><!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >${CHUNK_MAPPING}</script>
        <script>${BUILD_HASH}</script><script src="/polyfill-0a1b.js" nomodule=""></script>\
<script src="/app-0123456789abcdef0123.js" async=""></script><!-- slice-end id="_gatsby-scripts-1" -->\
</body></html>`;

const NONE: CspConfig = {
  keycloak: null,
  mailApiUrl: null,
  recaptchaSiteKey: null,
  gtmId: null,
  wordpressUrl: null,
};

describe("inlineScriptHashes", () => {
  it("allows every inline script the site and Gatsby write into a page, and no data block", () => {
    expect(inlineScriptHashes(builtPage("<p>Open positions</p>"))).toEqual(OWN_SCRIPTS.map(scriptHash));
  });

  // Content reaches a page only inside #___gatsby, where the browser runs a script like any other: the
  // sanitizers keep scripts out, and if one ever slipped through, the policy must still block it.
  it.each([
    ["a script", "<script>alert(1)</script>"],
    [
      "a script deep in the markup",
      "<article><div><p>Text</p><div><script>alert(1)</script></div></div></article>",
    ],
    ["a module", '<script type="module">alert(1)</script>'],
    ["a script with an executed type in capitals", '<script type=" TEXT/JavaScript ">alert(1)</script>'],
    ["a script under Gatsby's id", '<script id="gatsby-script-loader">alert(1)</script>'],
    ["a script in an SVG picture", "<svg><script>alert(1)</script></svg>"],
    ["a script after an end tag in an attribute", '<a title="</div></div>"><script>alert(1)</script></a>'],
    ["a script after an end tag in a comment", "<!-- </div></div> --><script>alert(1)</script>"],
    [
      "a script after an end tag in a table",
      "<table><tr><td></div><script>alert(1)</script></td></tr></table>",
    ],
  ])("never allows a script in the page's content: %s", (_name, injected) => {
    expect(inlineScriptHashes(builtPage(injected))).toEqual(OWN_SCRIPTS.map(scriptHash));
    expect(inlineScriptHashes(builtPage(injected))).not.toContain(ALERT);
  });

  it("never allows a copy of one of Gatsby's scripts in the content either", () => {
    const copy = 'window.pagePath="/elsewhere/";';
    const hashes = inlineScriptHashes(builtPage(`<script id="gatsby-script-loader">${copy}</script>`));
    expect(hashes).not.toContain(scriptHash(copy));
  });

  // Content cannot close #___gatsby: the news sanitizer writes its output from a parsed tree and drops an end
  // tag it did not open (below), the descriptions are rendered by React. If content could, its script would
  // stand beside Gatsby's; then only a data script of Gatsby's shape would pass (it sets a string), and
  // anything else stops the build.
  it("relies on content never closing #___gatsby: the news sanitizer drops stray end tags", () => {
    expect(sanitizeContent("</div></div></main><p>Text</div></p><script>alert(1)</script>")).toBe(
      "<p>Text</p>",
    );
  });

  it.each([
    ["after stray end tags", "</div></div></main><script>alert(1)</script>"],
    ["as a module after stray end tags", '</div></div><script type="module">alert(1)</script>'],
    ["after a data assignment", '</div></div><script>window.pagePath="/x/";alert(1)</script>'],
    [
      "setting a global Gatsby does not use",
      '</div></div><script>window.location="https://x.test";</script>',
    ],
  ])("stops the build when content escapes #___gatsby with a script: %s", (_name, injected) => {
    expect(() => inlineScriptHashes(builtPage(injected))).toThrow(/neither the site's language rule nor/);
  });

  it("stops the build when a script breaks out of a data block in <head>", () => {
    const page = builtPage("").replace(
      '{"@context":"https://schema.org"}',
      '{"name":"</script><script>alert(1)</script>"}',
    );
    expect(() => inlineScriptHashes(page)).toThrow(/neither the site's language rule nor/);
  });

  it("needs no hash for a script a browser does not run or loads from a file", () => {
    const notRun = [
      '<script type="text/template"><p>not a script</p></script>',
      '<script language="vbscript">x</script>',
      '<script type="application/json">{}</script>',
      '<script src="/x.js">ignored()</script>',
    ];
    const page = builtPage("")
      .replace("</head>", `${notRun.join("")}</head>`)
      .replace("</body>", `${notRun.join("")}</body>`);
    expect(inlineScriptHashes(page)).toEqual(OWN_SCRIPTS.map(scriptHash));
  });

  it("hashes the text as the browser parses it, line breaks normalised", () => {
    expect(scriptHash("a\r\nb")).toBe("'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='");
    expect(scriptHash("alert(1)")).toBe(ALERT);
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

  it("lets the editor's preview alone be framed, by the site's own pages, and show the editor's pictures", () => {
    const preview = directives(contentSecurityPolicy(NONE, [ALERT], { framedByEditor: true }));
    const page = directives(contentSecurityPolicy(NONE, [ALERT]));
    expect(preview.get("frame-ancestors")).toEqual(["'self'"]);
    expect(preview.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    // Nothing else differs from a page's policy: no eval, no other source.
    const others = (policy: Map<string, string[]>) =>
      [...policy].filter(([name]) => name !== "frame-ancestors" && name !== "img-src");
    expect(others(preview)).toEqual(others(page));
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
