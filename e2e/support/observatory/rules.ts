/**
 * The MDN HTTP Observatory's tests and scoring (mdn/mdn-http-observatory: analyzer/tests/*.js and
 * grader/charts.js) as one pure function over a scanned answer, so a browser test can read like the
 * Observatory's list. Everything starts at 100; bonuses count only when the score without them is 90 or
 * more; 100 and above is an A+.
 */
import { cspResult } from "./csp";
import type { RuleResult, ScannedSite } from "./types";

export type { ScannedSite } from "./types";

const SIX_MONTHS = 15_768_000;
const rule = (test: string, result: string, modifier: number, pass = modifier >= 0): RuleResult => ({
  test,
  result,
  modifier,
  pass,
});

function hstsMaxAge(header: string | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  const match = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  return match ? Number(match[1]) : null;
}

function hsts(site: ScannedSite): RuleResult {
  const maxAge = hstsMaxAge(site.headers["strict-transport-security"]);
  if (maxAge === undefined) return rule("strict-transport-security", "hsts-not-implemented", -20);
  if (maxAge === null) return rule("strict-transport-security", "hsts-header-invalid", -20);
  return maxAge >= SIX_MONTHS
    ? rule("strict-transport-security", "hsts-implemented-max-age-at-least-six-months", 0)
    : rule("strict-transport-security", "hsts-implemented-max-age-less-than-six-months", -10);
}

// Names the Observatory takes for session cookies.
const SESSION_COOKIE = /login|sess|sid|token|auth/i;

function cookies(site: ScannedSite): RuleResult {
  if (site.setCookies.length === 0) return rule("cookies", "cookies-not-found", 0);
  const hstsOn = (hstsMaxAge(site.headers["strict-transport-security"]) ?? 0) >= SIX_MONTHS;
  const parsed = site.setCookies.map((line) => {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const names = attributes.map((attribute) => attribute.split("=")[0].toLowerCase());
    const sameSite = attributes.find((attribute) => /^samesite=/i.test(attribute))?.split("=")[1];
    return {
      session: SESSION_COOKIE.test(pair.split("=")[0]),
      secure: names.includes("secure"),
      httpOnly: names.includes("httponly"),
      sameSite: sameSite?.toLowerCase(),
    };
  });
  if (parsed.some((c) => c.session && !c.secure))
    return hstsOn
      ? rule("cookies", "cookies-session-without-secure-flag-but-protected-by-hsts", -10)
      : rule("cookies", "cookies-session-without-secure-flag", -40);
  if (parsed.some((c) => c.session && !c.httpOnly))
    return rule("cookies", "cookies-session-without-httponly-flag", -30);
  if (parsed.some((c) => c.sameSite !== undefined && !["strict", "lax", "none"].includes(c.sameSite)))
    return rule("cookies", "cookies-samesite-flag-invalid", -20);
  if (parsed.some((c) => !c.secure))
    return hstsOn
      ? rule("cookies", "cookies-without-secure-flag-but-protected-by-hsts", -5)
      : rule("cookies", "cookies-without-secure-flag", -20);
  return parsed.every((c) => c.sameSite === "strict" || c.sameSite === "lax")
    ? rule("cookies", "cookies-secure-with-httponly-sessions-and-samesite", 5)
    : rule("cookies", "cookies-secure-with-httponly-sessions", 0);
}

function cors(site: ScannedSite): RuleResult {
  const allowOrigin = site.headers["access-control-allow-origin"]?.trim();
  const credentials = site.headers["access-control-allow-credentials"]?.trim().toLowerCase() === "true";
  if (allowOrigin === undefined)
    return rule("cross-origin-resource-sharing", "cross-origin-resource-sharing-not-implemented", 0);
  if (allowOrigin === site.requestOrigin && credentials)
    return rule(
      "cross-origin-resource-sharing",
      "cross-origin-resource-sharing-implemented-with-universal-access",
      -50,
    );
  return allowOrigin === "*"
    ? rule("cross-origin-resource-sharing", "cross-origin-resource-sharing-implemented-with-public-access", 0)
    : rule(
        "cross-origin-resource-sharing",
        "cross-origin-resource-sharing-implemented-with-restricted-access",
        0,
      );
}

function redirection(site: ScannedSite): RuleResult {
  if (site.httpRedirect === null) return rule("redirection", "redirection-not-needed-no-http", 0);
  if (site.httpRedirect === "") return rule("redirection", "redirection-missing", -20);
  const from = new URL(site.url);
  const to = new URL(site.httpRedirect, `http://${from.host}/`);
  if (to.protocol !== "https:")
    return rule("redirection", "redirection-not-to-https-on-initial-redirection", -10);
  if (to.hostname !== from.hostname) return rule("redirection", "redirection-off-host-from-http", -5);
  return rule("redirection", "redirection-to-https", 0);
}

const PRIVATE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const UNSAFE_REFERRER = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];

function referrerPolicy(site: ScannedSite): RuleResult {
  const header = site.headers["referrer-policy"];
  if (header === undefined) return rule("referrer-policy", "referrer-policy-not-implemented", 0, true);
  // Browsers take the last value they know.
  const known = header
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => PRIVATE_REFERRER.includes(value) || UNSAFE_REFERRER.includes(value));
  const value = known.at(-1);
  if (value === undefined) return rule("referrer-policy", "referrer-policy-header-invalid", -5);
  return PRIVATE_REFERRER.includes(value)
    ? rule("referrer-policy", "referrer-policy-private", 5)
    : rule("referrer-policy", "referrer-policy-unsafe", -5);
}

function subresourceIntegrity(site: ScannedSite): RuleResult {
  if (!site.html) return rule("subresource-integrity", "sri-not-implemented-response-not-html", 0);
  const scripts = [...site.html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => ({
      src: /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1],
      integrity: /\sintegrity\s*=/i.test(attributes),
    }))
    .filter((script): script is { src: string; integrity: boolean } => script.src !== undefined);
  if (scripts.length === 0)
    return rule("subresource-integrity", "sri-not-implemented-but-no-scripts-loaded", 0);
  const origin = new URL(site.url).origin;
  const external = scripts.filter((script) => new URL(script.src, site.url).origin !== origin);
  if (external.some((script) => script.src.startsWith("http:") || script.src.startsWith("//")))
    return rule("subresource-integrity", "sri-not-implemented-and-external-scripts-not-loaded-securely", -50);
  if (external.length === 0)
    return scripts.every((script) => script.integrity)
      ? rule("subresource-integrity", "sri-implemented-and-all-scripts-loaded-securely", 5)
      : rule("subresource-integrity", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0);
  return external.every((script) => script.integrity)
    ? rule("subresource-integrity", "sri-implemented-and-external-scripts-loaded-securely", 5)
    : rule("subresource-integrity", "sri-not-implemented-but-external-scripts-loaded-securely", -5);
}

function contentTypeOptions(site: ScannedSite): RuleResult {
  const header = site.headers["x-content-type-options"];
  if (header === undefined)
    return rule("x-content-type-options", "x-content-type-options-not-implemented", -5);
  return header.trim().toLowerCase() === "nosniff"
    ? rule("x-content-type-options", "x-content-type-options-nosniff", 0)
    : rule("x-content-type-options", "x-content-type-options-header-invalid", -5);
}

function frameOptions(site: ScannedSite, antiClickjacking: boolean): RuleResult {
  if (antiClickjacking) return rule("x-frame-options", "x-frame-options-implemented-via-csp", 5);
  const header = site.headers["x-frame-options"]?.trim().toLowerCase();
  if (header === undefined) return rule("x-frame-options", "x-frame-options-not-implemented", -20);
  if (header === "deny" || header === "sameorigin")
    return rule("x-frame-options", "x-frame-options-sameorigin-or-deny", 0);
  return header.startsWith("allow-from ")
    ? rule("x-frame-options", "x-frame-options-allow-from-origin", 0)
    : rule("x-frame-options", "x-frame-options-header-invalid", -20);
}

function resourcePolicy(site: ScannedSite): RuleResult {
  const header = site.headers["cross-origin-resource-policy"]?.trim().toLowerCase();
  const test = "cross-origin-resource-policy";
  if (header === undefined) return rule(test, "corp-not-implemented", 0);
  if (header === "same-origin") return rule(test, "corp-implemented-with-same-origin", 10);
  if (header === "same-site") return rule(test, "corp-implemented-with-same-site", 10);
  return header === "cross-origin"
    ? rule(test, "corp-implemented-with-cross-origin", 0)
    : rule(test, "corp-header-invalid", -5);
}

export interface ObservatoryReport {
  readonly results: readonly RuleResult[];
  readonly score: number;
  readonly grade: string;
  /** Facts of the policy beyond its score (null without a policy). */
  readonly policy: ReturnType<typeof cspResult>["facts"];
}

const GRADES: readonly (readonly [number, string])[] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function observatoryReport(site: ScannedSite): ObservatoryReport {
  const csp = cspResult(site.url, site.headers["content-security-policy"]);
  const results = [
    csp.result,
    cookies(site),
    cors(site),
    redirection(site),
    referrerPolicy(site),
    hsts(site),
    subresourceIntegrity(site),
    contentTypeOptions(site),
    frameOptions(site, csp.facts?.antiClickjacking ?? false),
    resourcePolicy(site),
  ];
  const penalties = results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 100);
  const bonus = penalties >= 90 ? results.reduce((sum, r) => sum + Math.max(r.modifier, 0), 0) : 0;
  const score = Math.max(0, penalties + bonus);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? "F";
  return { results, score, grade, policy: csp.facts };
}
