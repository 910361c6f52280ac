import site from "../data/site.json";
import { readSiteConfig } from "../src/config/site-config";

/** The public address of the site (SITE_URL, else data/site.json), without a trailing slash. */
export function siteUrl(): string {
  return readSiteConfig(process.env, { siteUrl: site.url }).siteUrl;
}
