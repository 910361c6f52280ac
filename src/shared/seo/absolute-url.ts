/** The full address of a site path, for links others read (canonical, hreflang, sitemap, feeds). */
export function absoluteUrl(siteUrl: string, path: string): string {
  // A news slug's umlauts come out percent-encoded; escapes already in the path stay as they are.
  return new URL(`${siteUrl}${path}`).href;
}
