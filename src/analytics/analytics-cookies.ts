/**
 * Which cookies withdrawing consent removes, and how. Google Analytics and Tag Manager set `_ga`, `_ga_<id>`,
 * `_gid`, `_gat…` and `_gcl_…` from the page's JavaScript, by default on the highest domain the browser lets
 * them use (`.example.com` for www.example.com). A cookie is removed only by an expired cookie with the same
 * name, domain and path, and the page cannot read a cookie's domain: so each name is expired host-only and
 * for every parent domain of the host. The browser ignores the attempts for domains it would never accept
 * (public suffixes such as `co.uk`), so trying them costs nothing.
 */

/** The names analytics sets; the suffix after `_ga_`, `_gat`, `_gcl_` is limited to a cookie name's usual characters. */
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
 * The `document.cookie` assignments that remove every analytics cookie the page can see: host-only and for
 * each domain of `cookieDomains`, always with path `/` (where analytics sets them).
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
