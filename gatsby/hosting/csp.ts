/**
 * The Content-Security-Policy of a page: exactly what the site loads, plus the hashes of the inline scripts
 * Gatsby writes into that page (docs/architecture.md §13). Pure.
 */
import { createHash } from "node:crypto";
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

// Gatsby's markup only: attribute values without ">", script bodies without "</script".
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** The CSP source of a script body: 'sha256-…' over its text exactly as the browser parses it. */
export function scriptHash(body: string): string {
  const text = body.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hashes of the inline scripts of an HTML document that a browser would execute, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (EXECUTED_TYPES.has(value)) hashes.add(scriptHash(body));
  }
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
  { readsWordPress = false }: PagePolicyOptions,
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
    ["img-src", ["'self'", "data:", ...wordpress, ...(gtm ? TAG_MANAGER.img : [])]],
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
    ["frame-ancestors", ["'none'"]],
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
