/**
 * The Content-Security-Policy of a page: exactly what the site loads, plus the hashes of the inline scripts
 * the site and Gatsby write into that page, never of one inside its content (docs/hosting.md). Pure.
 */
import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";
import type { SiteConfiguration } from "../../src/shared/configuration/read-configuration";

export type CspConfig = Pick<
  SiteConfiguration,
  "keycloak" | "mailApiUrl" | "recaptchaSiteKey" | "gtmId" | "wordpressUrl"
> &
  Partial<Pick<SiteConfiguration, "editorKeycloak">>;

/**
 * The <script type> values a browser executes (HTML: the JavaScript MIME types, "module", "importmap",
 * "speculationrules"); an inline one of these needs a hash. Data blocks such as application/ld+json are
 * never executed and need none.
 */
const EXECUTED_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** An element as htmlparser2 parses it. */
type ParsedElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** The element React renders a page into: all inside it is the page's content (posts, descriptions). */
const CONTENT_ROOT_ID = "___gatsby";

// A JSON string literal as JSON.stringify writes it: quotes, backslashes and control characters escaped.
const JSON_STRING = String.raw`"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`;
/** The globals Gatsby's inline scripts set (cache-dir/static-entry.js, its _gatsby-scripts slice). */
const GATSBY_GLOBALS = ["pagePath", "___chunkMapping", "___webpackCompilationHash"];
const GATSBY_ASSIGNMENT = String.raw`window\.(?:${GATSBY_GLOBALS.join("|")})=${JSON_STRING};`;
/** Gatsby's data scripts: strings assigned to its globals, in CDATA comments or not, and nothing else. */
const GATSBY_DATA = new RegExp(String.raw`^(?:/\*<!\[CDATA\[\*/)?(?:${GATSBY_ASSIGNMENT})+(?:/\*\]\]>\*/)?$`);

const stripAsciiWhitespace = (text: string) => text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");

/** The type a browser gives a script (HTML, "prepare the script element"): its type, or text/<language>. */
function scriptType({ attribs }: ParsedElement): string {
  const type = attribs.type ?? (attribs.language ? `text/${attribs.language}` : "");
  return stripAsciiWhitespace(type).toLowerCase();
}

/** A script whose code is in the page (no src) and which a browser runs: it needs a hash to run. */
const isInlineCode = (script: ParsedElement) =>
  script.attribs.src === undefined && EXECUTED_TYPES.has(scriptType(script));

function isInside(script: ParsedElement, matches: (element: ParsedElement) => boolean): boolean {
  for (let parent = script.parent; parent; parent = parent.parent) {
    // The parents are elements, up to the document (which has no attributes).
    if ("attribs" in parent && matches(parent)) return true;
  }
  return false;
}

const isContent = (script: ParsedElement) =>
  isInside(script, (element) => element.attribs.id === CONTENT_ROOT_ID);
const isInHead = (script: ParsedElement) => isInside(script, (element) => element.name === "head");

/** The CSP source of a script body: 'sha256-…' over its text exactly as the browser parses it. */
export function scriptHash(body: string): string {
  const text = body.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

function unknownScript(text: string): Error {
  return new Error(
    "An inline script outside the page's content is neither the site's language rule nor one of Gatsby's " +
      `data scripts, so the page's policy would not allow it: ${JSON.stringify(text.slice(0, 120))}. ` +
      "If the site or Gatsby now writes it, gatsby/hosting/csp.ts must learn it (docs/hosting.md).",
  );
}

/**
 * The hashes of the page's own inline scripts, each once (docs/hosting.md).
 * A script inside #___gatsby is the page's content and is never hashed, whatever its id or type: should
 * one ever get past the sanitizers, the browser blocks it. Outside it, two kinds of script are the site's:
 * - the first <script> of the document, in <head>: the language rule, which gatsby-ssr.tsx puts before
 *   every other head element, so before anything a page or its content writes;
 * - Gatsby's data scripts (GATSBY_DATA), which only set its globals to strings: a copy would run nothing.
 * Any other inline script throws, which stops the build, instead of being allowed or blocked unnoticed:
 * content that closed #___gatsby early (a stray end tag), or that the parser nests otherwise than a
 * browser, could place a script outside it, and that script must still be one of the two kinds.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  DomUtils.getElementsByTagName("script", parseDocument(html)).forEach((script, index) => {
    if (!isInlineCode(script) || isContent(script)) return;
    const text = DomUtils.textContent(script);
    const languageRule = index === 0 && isInHead(script);
    if (!languageRule && !GATSBY_DATA.test(stripAsciiWhitespace(text))) throw unknownScript(text);
    hashes.add(scriptHash(text));
  });
  return [...hashes];
}

const origin = (url: string) => new URL(url).origin;

// Hosts named by Google's CSP guides for Tag Manager with Google Analytics 4, and for reCAPTCHA.
const TAG_MANAGER = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
};
const RECAPTCHA = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};
/** News content may embed videos; only the privacy-friendly players are allowed. */
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The directives of the site's policy; `scriptHashes` are the page's (see inlineScriptHashes). */
export interface PagePolicyOptions {
  /** The page reads from WordPress in the browser (the draft preview): connect-src gets its origin. */
  readonly readsWordPress?: boolean;
  /** The editor's page (/admin/, Decap CMS): its own policy (editorPolicy). */
  readonly editor?: boolean;
  /**
   * The editor's preview (/editor-preview/): framed by the site's own /admin/ only, and showing the pictures
   * the editor's browser holds (blob:); nothing else differs from a page's policy.
   */
  readonly framedByEditor?: boolean;
}

/**
 * The editor's page loads Decap CMS, whose bundle compiles code at run time (`new Function`, decap-cms#2138)
 * and styles itself inline: 'unsafe-eval' on this page only, which no other page gets. It talks to the
 * content API (same origin) and the editor's Keycloak realm, shows uploads as blob: and data: images.
 */
function editorDirectives(config: CspConfig): [string, string[]][] {
  const keycloak = config.editorKeycloak ? [origin(config.editorKeycloak.url)] : [];
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    // Decap reads an upload back from its blob: URL to send it, and the media library's pictures likewise.
    ["connect-src", ["'self'", "blob:", "data:", ...keycloak]],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

function cspDirectives(
  config: CspConfig,
  scriptHashes: readonly string[],
  { readsWordPress = false, framedByEditor = false }: PagePolicyOptions,
): [string, string[]][] {
  const gtm = config.gtmId !== null;
  const recaptcha = config.recaptchaSiteKey !== null;
  const keycloak = config.keycloak ? [origin(config.keycloak.url)] : [];
  const mailApi = config.mailApiUrl ? [origin(config.mailApiUrl)] : [];
  // Post content from WordPress may show images from its uploads.
  const wordpress = config.wordpressUrl ? [origin(config.wordpressUrl)] : [];
  return [
    ["default-src", ["'self'"]],
    [
      "script-src",
      [
        "'self'",
        // The site search (Pagefind) runs WebAssembly; this allows compiling it, not eval of JavaScript.
        "'wasm-unsafe-eval'",
        ...scriptHashes,
        ...(gtm ? TAG_MANAGER.script : []),
        ...(recaptcha ? RECAPTCHA.script : []),
      ],
    ],
    // Gatsby inlines the critical CSS as <style>, and components set style attributes (an image's size and
    // placeholder colour, the slider's position): attributes cannot carry a hash, so styles stay
    // 'unsafe-inline' (styles cannot run code).
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // data: for the base64 images the content sanitizer keeps in posts and descriptions (link-policy.ts).
    [
      "img-src",
      [
        "'self'",
        "data:",
        ...(framedByEditor ? ["blob:"] : []),
        ...wordpress,
        ...(gtm ? TAG_MANAGER.img : []),
      ],
    ],
    ["font-src", ["'self'"]],
    [
      "connect-src",
      [
        "'self'",
        ...keycloak,
        ...mailApi,
        ...(readsWordPress ? wordpress : []),
        ...(gtm ? TAG_MANAGER.connect : []),
      ],
    ],
    ["frame-src", [...(recaptcha ? RECAPTCHA.frame : []), ...VIDEO_PLAYERS]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...mailApi]],
    ["frame-ancestors", [framedByEditor ? "'self'" : "'none'"]],
  ];
}

/** The Content-Security-Policy header value for a page with these inline script hashes. */
export function contentSecurityPolicy(
  config: CspConfig,
  scriptHashes: readonly string[],
  options: PagePolicyOptions = {},
): string {
  const directives = options.editor ? editorDirectives(config) : cspDirectives(config, scriptHashes, options);
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}
