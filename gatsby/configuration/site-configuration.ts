import site from "../../data/site.json";
import {
  ConfigurationError,
  readSiteConfiguration,
  type SiteConfiguration,
} from "../../src/shared/configuration/read-configuration";

type Outcome = { config: SiteConfiguration } | { error: ConfigurationError };

let outcome: Outcome | undefined;

function read(): Outcome {
  try {
    return { config: readSiteConfiguration(process.env, { siteUrl: site.url }) };
  } catch (error) {
    if (error instanceof ConfigurationError) return { error };
    throw error;
  }
}

/**
 * The site's configuration (src/shared/configuration/read-configuration.ts), read from the environment once and passed to every
 * part of the build that needs it. A malformed variable is remembered too: every caller gets the same
 * ConfigurationError, and onPreInit (gatsby/on-pre-init.ts) stops the build with it. (Gatsby compiles
 * gatsby-config and gatsby-node into separate bundles, so each keeps its own copy of the same reading.)
 */
export function siteConfiguration(): SiteConfiguration {
  outcome ??= read();
  if ("error" in outcome) throw outcome.error;
  return outcome.config;
}

/** The configuration of a build without variables. */
export function defaultSiteConfiguration(): SiteConfiguration {
  return readSiteConfiguration({}, { siteUrl: site.url });
}

/**
 * The configuration, or the defaults while a variable is malformed: for gatsby-config.ts, because Gatsby
 * carries on with an empty configuration when gatsby-config throws; onPreInit (gatsby/on-pre-init.ts) stops
 * the build naming the variable.
 */
export function siteConfigurationOrDefault(): SiteConfiguration {
  try {
    return siteConfiguration();
  } catch (error) {
    if (error instanceof ConfigurationError) return defaultSiteConfiguration();
    throw error;
  }
}

/** For tests that change the environment between cases: the next call reads it again. */
export function forgetSiteConfiguration(): void {
  outcome = undefined;
}
