/**
 * The headers every answer of the site carries, on every host kind (the Content-Security-Policy is per page:
 * csp.ts); deploy/nginx/security-headers.conf repeats them (docs/architecture.md §13).
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  // Two years (hstspreload.org's and Mozilla's advice); "preload" is an opt-in (docs/hosting.md).
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // The site uses none of these features; interest-cohort (FLoC) and browsing-topics opt out of ad cohorts.
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  ],
];

/**
 * The policy of every SVG file instead of a page's: opened on its own, an uploaded logo among them, an SVG
 * may draw with its own styles and data: pictures, but runs nothing (sandbox), loads nothing and is framed
 * nowhere. deploy/nginx/site-maps.conf has the same value; a unit test keeps the two equal.
 */
export const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** The paths of SVG files for Netlify-style hosts, whose "*" spans folders ("/static/0a1b…/logo.svg"). */
export const SVG_PATHS = ["/*.svg", "/*.SVG"] as const;

/** Hashed build output that never changes under its name (same rule as deploy/nginx/site.conf). */
export const IMMUTABLE_ASSET = /^\/(?:static\/|[^/]+-[0-9a-f]{20}\.(?:js|css)$)/;

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
