/**
 * The Observatory's Content Security Policy test (mdn/mdn-http-observatory, analyzer/tests/csp.js), for a
 * policy sent as a header. Pure.
 */
import type { RuleResult } from "./types";

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", "data:"]);
const PASSIVE = ["img-src", "media-src"];
const isHashOrNonce = (source: string) => /^'(?:sha256|sha384|sha512|nonce)-/.test(source);

type Policy = Map<string, Set<string>>;

/** Several header values or comma-joined policies; a directive's first occurrence counts (CSP3). */
function parsePolicies(values: readonly string[]): Policy {
  const policy: Policy = new Map();
  for (const text of values.flatMap((value) => value.split(","))) {
    for (const directive of text.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name && !policy.has(name.toLowerCase())) {
        policy.set(name.toLowerCase(), new Set(sources.map((source) => source.toLowerCase())));
      }
    }
  }
  return policy;
}

/** What the other tests and a reader want to know besides the result. */
export interface PolicyFacts {
  /** frame-ancestors present and not broad: the X-Frame-Options test is passed through the policy. */
  readonly antiClickjacking: boolean;
  readonly insecureBaseUri: boolean;
  readonly unsafeObjects: boolean;
  /** The http:/ftp: sources an https page would load active content from. */
  readonly insecureActiveSources: readonly string[];
}

export function cspResult(
  url: string,
  header: string | undefined,
): { result: RuleResult; facts: PolicyFacts | null } {
  const rule = (result: string, modifier: number, pass: boolean): RuleResult => ({
    test: "content-security-policy",
    result,
    modifier,
    pass,
  });
  const policy = parsePolicies(header ? [header] : []);
  if (policy.size === 0) return { result: rule("csp-not-implemented", -25, false), facts: null };

  const get = (name: string, fallback?: string) =>
    new Set(policy.get(name) ?? (fallback ? policy.get(fallback) : undefined) ?? ["*"]);
  const scriptSrc = get("script-src", "default-src");
  const styleSrc = get("style-src", "default-src");
  const objectSrc = get("object-src", "default-src");
  // Browsers ignore 'unsafe-inline' next to a hash or nonce, and so does the Observatory.
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some(isHashOrNonce)) sources.delete("'unsafe-inline'");
  }
  const secure = new URL(url).protocol === "https:";
  const active = [...policy]
    .filter(([name]) => !PASSIVE.includes(name) && name !== "script-src")
    .flatMap(([, sources]) => [...sources])
    .concat([...scriptSrc]);
  const passive = PASSIVE.flatMap((name) => [...(policy.get(name) ?? policy.get("default-src") ?? [])]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");
  const insecureActiveSources = secure ? [...new Set(active.filter(insecure))] : [];

  let result: RuleResult;
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s)))
    result = rule("csp-implemented-with-unsafe-inline", -20, false);
  else if (insecureActiveSources.length > 0)
    result = rule("csp-implemented-with-insecure-scheme", -20, false);
  else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result = rule("csp-implemented-with-unsafe-eval", -10, false);
  else if (secure && passive.some(insecure))
    result = rule("csp-implemented-with-insecure-scheme-in-passive-content-only", -10, true);
  else if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result = rule("csp-implemented-with-unsafe-inline-in-style-src-only", 0, true);
  else if (policy.get("default-src")?.has("'none'") && policy.get("default-src")?.size === 1)
    result = rule("csp-implemented-with-no-unsafe-default-src-none", 10, true);
  else result = rule("csp-implemented-with-no-unsafe", 5, true);

  const frameAncestors = policy.get("frame-ancestors") ?? new Set(["*"]);
  return {
    result,
    facts: {
      antiClickjacking: ![...frameAncestors].some((s) => BROAD.has(s)),
      insecureBaseUri: [...(policy.get("base-uri") ?? ["*"])].some((s) => BROAD_OR_INLINE.has(s)),
      unsafeObjects: [...objectSrc].some((s) => BROAD.has(s)),
      insecureActiveSources,
    },
  };
}
