import {
  defaultSiteConfiguration,
  forgetSiteConfiguration,
  siteConfiguration,
  siteConfigurationOrDefault,
} from "../../../gatsby/configuration/site-configuration";
import { ConfigurationError } from "../../../src/shared/configuration/read-configuration";

describe("siteConfiguration", () => {
  const saved = { ...process.env };
  beforeEach(forgetSiteConfiguration);
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads the environment once: a later change does not reach the build", () => {
    process.env.WORDPRESS_URL = "https://cms.example.com";
    expect(siteConfiguration().wordpressUrl).toBe("https://cms.example.com");
    process.env.WORDPRESS_URL = "https://other.example.com";
    expect(siteConfiguration().wordpressUrl).toBe("https://cms.example.com");
  });

  it("gives every caller the same error naming a malformed variable", () => {
    process.env.GATSBY_GTM_ID = "tag-manager";
    expect(siteConfiguration).toThrow(ConfigurationError);
    delete process.env.GATSBY_GTM_ID;
    expect(siteConfiguration).toThrow("GATSBY_GTM_ID");
  });

  it("reads the environment again once forgotten", () => {
    process.env.SITE_URL = "https://staging.example.org/";
    expect(siteConfiguration().siteUrl).toBe("https://staging.example.org");
    delete process.env.SITE_URL;
    forgetSiteConfiguration();
    expect(siteConfiguration().siteUrl).toBe(defaultSiteConfiguration().siteUrl);
  });

  it("gives gatsby-config the defaults while a variable is malformed", () => {
    process.env.GATSBY_GTM_ID = "tag-manager";
    expect(siteConfigurationOrDefault()).toEqual(defaultSiteConfiguration());
  });
});
