import {
  ConfigurationError,
  readSiteConfiguration,
  type Environment,
} from "../../../src/shared/configuration/read-configuration";

const defaults = { siteUrl: "https://www.example.com" };
const keycloak = { GATSBY_KEYCLOAK_URL: "https://sso.example.com", GATSBY_KEYCLOAK_REALM: "staff" };

/** The error readSiteConfiguration throws for an environment (fails the test when it throws none). */
function configErrorFor(env: Environment): ConfigurationError {
  try {
    readSiteConfiguration(env, defaults);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error("readSiteConfiguration accepted the environment");
}

describe("readSiteConfiguration", () => {
  it("uses the defaults when nothing is set", () => {
    expect(readSiteConfiguration({}, defaults)).toEqual({
      siteUrl: "https://www.example.com",
      wordpressUrl: null,
      wordpressPageSize: 100,
      keycloak: null,
      editorKeycloak: null,
      editorRole: "content-editor",
      mailApiUrl: null,
      recaptchaSiteKey: null,
      gtmId: null,
      newsReportFile: null,
      newsChangedPosts: null,
    });
  });

  it("treats empty and blank values as unset", () => {
    const env = {
      SITE_URL: "",
      WORDPRESS_URL: " ",
      GATSBY_KEYCLOAK_URL: "",
      GATSBY_KEYCLOAK_REALM: "",
      GATSBY_GTM_ID: "",
    };
    expect(readSiteConfiguration(env, defaults)).toEqual(readSiteConfiguration({}, defaults));
  });

  it("strips the trailing slash of URLs", () => {
    const config = readSiteConfiguration(
      { SITE_URL: "https://staging.example.org/", WORDPRESS_URL: "https://wp.example.org/blog/" },
      defaults,
    );
    expect(config.siteUrl).toBe("https://staging.example.org");
    expect(config.wordpressUrl).toBe("https://wp.example.org/blog");
  });

  it("reads every variable when all are valid", () => {
    const env = {
      ...keycloak,
      GATSBY_KEYCLOAK_CLIENT_ID: "website",
      GATSBY_MAIL_API_URL: "https://mail.example.com",
      GATSBY_RECAPTCHA_SITE_KEY: "6LcAbCdEfGhIjKlMnOpQrStUv",
      GATSBY_GTM_ID: "GTM-ABC1234",
    };
    expect(readSiteConfiguration(env, defaults)).toMatchObject({
      keycloak: { url: "https://sso.example.com", realm: "staff", clientId: "website" },
      mailApiUrl: "https://mail.example.com",
      recaptchaSiteKey: "6LcAbCdEfGhIjKlMnOpQrStUv",
      gtmId: "GTM-ABC1234",
    });
  });

  it("signs editors in with the site's realm unless CONTENT_KEYCLOAK_* names another, with a client of their own", () => {
    expect(readSiteConfiguration(keycloak, defaults).editorKeycloak).toEqual({
      url: "https://sso.example.com",
      realm: "staff",
      clientId: "site_editor",
    });
    const own = { CONTENT_KEYCLOAK_URL: "https://login.example.com", CONTENT_KEYCLOAK_REALM: "editors" };
    expect(readSiteConfiguration(own, defaults)).toMatchObject({
      keycloak: null,
      editorKeycloak: { url: "https://login.example.com", realm: "editors", clientId: "site_editor" },
    });
    expect(
      readSiteConfiguration({ ...keycloak, CONTENT_KEYCLOAK_CLIENT_ID: "cms" }, defaults).editorKeycloak,
    ).toMatchObject({ clientId: "cms" });
    // The site's client id set for the site does not become the editor's.
    expect(
      readSiteConfiguration({ ...keycloak, GATSBY_KEYCLOAK_CLIENT_ID: "website" }, defaults).editorKeycloak,
    ).toMatchObject({ clientId: "site_editor" });
  });

  it("stops when the editor's client is the public site's: its tokens are kept in the site's pages", () => {
    expect(() =>
      readSiteConfiguration({ ...keycloak, CONTENT_KEYCLOAK_CLIENT_ID: "shop_frontend" }, defaults),
    ).toThrow(/CONTENT_KEYCLOAK_CLIENT_ID.*public site's client/);
  });

  it("takes the file the publisher wants the news report in", () => {
    expect(
      readSiteConfiguration({ NEWS_REPORT_FILE: "/srv/site/.publish/run/news-report.json" }, defaults),
    ).toMatchObject({
      newsReportFile: "/srv/site/.publish/run/news-report.json",
    });
  });

  it("uses the client id shop_frontend when none is set", () => {
    expect(readSiteConfiguration(keycloak, defaults).keycloak?.clientId).toBe("shop_frontend");
  });

  it.each([
    ["SITE_URL", "that is not a URL", { SITE_URL: "not a url" }],
    ["SITE_URL", "with another protocol", { SITE_URL: "ftp://x" }],
    ["SITE_URL", "with a query", { SITE_URL: "https://www.example.com/?preview=1" }],
    ["SITE_URL", "with a fragment", { SITE_URL: "https://www.example.com/#top" }],
    ["WORDPRESS_URL", "without a protocol", { WORDPRESS_URL: "wp.example.com" }],
    [
      "GATSBY_KEYCLOAK_REALM",
      "missing beside a Keycloak URL",
      { GATSBY_KEYCLOAK_URL: "https://sso.example.com" },
    ],
    ["GATSBY_KEYCLOAK_URL", "missing beside a realm", { GATSBY_KEYCLOAK_REALM: "staff" }],
    ["GATSBY_KEYCLOAK_URL", "that is not a URL", { ...keycloak, GATSBY_KEYCLOAK_URL: "sso" }],
    ["GATSBY_KEYCLOAK_REALM", "with a space", { ...keycloak, GATSBY_KEYCLOAK_REALM: "staff realm" }],
    [
      "GATSBY_KEYCLOAK_CLIENT_ID",
      "with a slash",
      { ...keycloak, GATSBY_KEYCLOAK_CLIENT_ID: "shop/frontend" },
    ],
    ["GATSBY_GTM_ID", "without GTM-", { GATSBY_GTM_ID: "ABC" }],
    ["GATSBY_RECAPTCHA_SITE_KEY", "that is too short", { GATSBY_RECAPTCHA_SITE_KEY: "6Lc-short" }],
    ["GATSBY_MAIL_API_URL", "that is a mailto: link", { GATSBY_MAIL_API_URL: "mailto:info@example.com" }],
    [
      "CONTENT_KEYCLOAK_REALM",
      "missing beside an editor's Keycloak URL",
      { CONTENT_KEYCLOAK_URL: "https://login.example.com" },
    ],
    ["NEWS_REPORT_FILE", "that is not an absolute path", { NEWS_REPORT_FILE: "run/news-report.json" }],
    ["NEWS_REPORT_FILE", "that is a folder", { NEWS_REPORT_FILE: "/srv/site/run/" }],
    ["NEWS_CHANGED_POSTS", "with a space", { NEWS_CHANGED_POSTS: "12, 34" }],
    ["NEWS_CHANGED_POSTS", "with a zero id", { NEWS_CHANGED_POSTS: "0" }],
    ["NEWS_CHANGED_POSTS", "with a word", { NEWS_CHANGED_POSTS: "all" }],
    ["NEWS_CHANGED_POSTS", "beyond safe integers", { NEWS_CHANGED_POSTS: "9007199254740993" }],
    [
      "NEWS_CHANGED_POSTS",
      "naming over 1000 posts",
      { NEWS_CHANGED_POSTS: Array.from({ length: 1001 }, (_, i) => i + 1).join(",") },
    ],
  ])("rejects %s %s, naming it", (variable, _problem, env: Environment) => {
    const error = configErrorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it("rejects a malformed default site URL, naming data/site.json", () => {
    expect(() => readSiteConfiguration({}, { siteUrl: "www.example.com" })).toThrow("data/site.json");
  });
});

describe("NEWS_CHANGED_POSTS", () => {
  const read = (value: string | undefined) =>
    readSiteConfiguration({ NEWS_CHANGED_POSTS: value }, { siteUrl: "https://www.example.com" })
      .newsChangedPosts;

  it("reads every post when unset, none for none, and the named ones once each", () => {
    expect(read(undefined)).toBeNull();
    expect(read("")).toBeNull();
    expect(read("none")).toEqual([]);
    expect(read("12,34,12")).toEqual([12, 34]);
  });
});

describe("WORDPRESS_PAGE_SIZE", () => {
  const read = (value: string | undefined) =>
    readSiteConfiguration({ WORDPRESS_PAGE_SIZE: value }, { siteUrl: "https://www.example.com" });

  it("defaults to 100 and takes 1 to 100", () => {
    expect(read(undefined).wordpressPageSize).toBe(100);
    expect(read("10").wordpressPageSize).toBe(10);
  });

  it.each(["0", "101", "ten", "-5"])("refuses %s, naming the variable", (value) => {
    expect(() => read(value)).toThrow(/WORDPRESS_PAGE_SIZE/);
  });
});
