import type { GatsbyNode } from "gatsby";
import { ConfigurationError } from "../src/shared/configuration/read-configuration";
import { siteConfiguration } from "./configuration/site-configuration";

/**
 * The first thing a build does: a malformed configuration variable stops it with a message naming the
 * variable. (Gatsby does not stop on an error thrown while it loads gatsby-config, so the check lives here.)
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    siteConfiguration();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    reporter.panic(error.message);
  }
};
