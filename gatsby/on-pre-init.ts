import type { GatsbyNode } from "gatsby";
import site from "../data/site.json";
import { ConfigError, readSiteConfig } from "../src/config/site-config";

/**
 * The first thing a build does: a malformed configuration variable stops it with a message naming the
 * variable. (Gatsby does not stop on an error thrown while it loads gatsby-config, so the check lives here.)
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    readSiteConfig(process.env, { siteUrl: site.url });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    reporter.panic(error.message);
  }
};
