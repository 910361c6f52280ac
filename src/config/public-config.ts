import site from "../../data/site.json";
import { readSiteConfig, type SiteConfig } from "./site-config";

/**
 * The configuration as the browser bundle sees it. Webpack replaces each `process.env.GATSBY_*` literally,
 * so the names must be spelled out here; the values were validated when the build started.
 */
export const publicConfig: SiteConfig = readSiteConfig(
  {
    GATSBY_KEYCLOAK_URL: process.env.GATSBY_KEYCLOAK_URL,
    GATSBY_KEYCLOAK_REALM: process.env.GATSBY_KEYCLOAK_REALM,
    GATSBY_KEYCLOAK_CLIENT_ID: process.env.GATSBY_KEYCLOAK_CLIENT_ID,
    GATSBY_MAIL_API_URL: process.env.GATSBY_MAIL_API_URL,
    GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
  },
  { siteUrl: site.url },
);
