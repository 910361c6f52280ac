import { siteConfiguration } from "./site-configuration";

/** The public address of the site (SITE_URL, else data/site.json), without a trailing slash. */
export function siteUrl(): string {
  return siteConfiguration().siteUrl;
}
