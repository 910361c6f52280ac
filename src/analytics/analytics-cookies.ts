/** Which cookies withdrawing consent removes, and how (docs/browser-behaviour.md). */

/** The names analytics sets; after `_ga_`, `_gat`, `_gcl_` only a cookie name's usual characters. */
const ANALYTICS_COOKIE = /^(?:_ga|_gid|_ga_[\w.-]+|_gat[\w.-]*|_gcl_[\w.-]+)$/;

export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE.test(name);
}

/** The names in a `document.cookie` string ("a=1; _ga=GA1.1.2; b=") in their order, each once. */
export function cookieNames(documentCookie: string): string[] {
  const names = documentCookie
    .split(";")
    .map((pair) => pair.split("=", 1)[0].trim())
    .filter((name) => name !== "");
  return [...new Set(names)];
}

/** An IPv4 address or an IPv6 one (as `location.hostname` gives it, with or without brackets). */
function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":");
}

/**
 * The domains a cookie of this host can have been set for: the host and each parent with at least two
 * labels ("www.shop.example.com" → itself, "shop.example.com", "example.com"). An IP address or a
 * single-label host ("localhost") has no parent a cookie could be set for.
 */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.trim().toLowerCase().replace(/\.+$/, "");
  if (host === "" || isIpAddress(host) || !/^[a-z0-9.-]+$/.test(host)) return [];
  const labels = host.split(".").filter(Boolean);
  const domains: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) domains.push(labels.slice(start).join("."));
  return domains;
}

/**
 * The `document.cookie` assignments that remove every analytics cookie the page can see. Only an expired
 * cookie of the same name, domain and path removes one, and the page cannot read which domain analytics chose
 * (by default the highest it may), so each is expired at `/` host-only and for each of `cookieDomains`.
 */
export function analyticsCookieRemovals(documentCookie: string, hostname: string): string[] {
  const domains = cookieDomains(hostname);
  return cookieNames(documentCookie)
    .filter(isAnalyticsCookie)
    .flatMap((name) => {
      const expired = `${name}=; Max-Age=0; Path=/`;
      return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
    });
}
