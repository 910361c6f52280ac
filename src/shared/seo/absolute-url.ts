/**
 * The full address of a site path, as it goes into links that others read (canonical, hreflang, sitemap,
 * feeds). A news slug may hold umlauts, which a URL carries percent-encoded; escapes already in the path
 * stay as they are.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(`${siteUrl}${path}`).href;
}
