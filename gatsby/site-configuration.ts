import site from "../data/site.json";
import { ConfigError, readSiteConfig, type SiteConfig } from "../src/config/site-config";

type Outcome = { config: SiteConfig } | { error: ConfigError };

let outcome: Outcome | undefined;

function read(): Outcome {
  try {
    return { config: readSiteConfig(process.env, { siteUrl: site.url }) };
  } catch (error) {
    if (error instanceof ConfigError) return { error };
    throw error;
  }
}

/**
 * The site's configuration (src/config/site-config.ts), read from the environment once and passed to every
 * part of the build that needs it. A malformed variable is remembered too: every caller gets the same
 * ConfigError, and onPreInit (gatsby/on-pre-init.ts) stops the build with it. (Gatsby compiles
 * gatsby-config and gatsby-node into separate bundles, so each keeps its own copy of the same reading.)
 */
export function siteConfiguration(): SiteConfig {
  outcome ??= read();
  if ("error" in outcome) throw outcome.error;
  return outcome.config;
}

/**
 * The configuration of a build without variables: what gatsby-config.ts uses while the environment is
 * malformed, because Gatsby carries on with an empty configuration when gatsby-config throws.
 */
export function defaultSiteConfiguration(): SiteConfig {
  return readSiteConfig({}, { siteUrl: site.url });
}

/** For tests that change the environment between cases: the next call reads it again. */
export function forgetSiteConfiguration(): void {
  outcome = undefined;
}
