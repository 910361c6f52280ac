/** @jest-environment node */
import { ConfigurationError, readPublisherConfiguration } from "../../publisher/config.mjs";

const VALID = { WORDPRESS_URL: "https://cms.example.com", PUBLISH_SECRET: "k".repeat(32) };
const read = (env: Record<string, string>) => readPublisherConfiguration({ ...VALID, ...env }, "/srv/site");

describe("the publisher's configuration", () => {
  it("has defaults for everything but WordPress and the secret", () => {
    expect(read({})).toMatchObject({
      wordpressUrl: "https://cms.example.com",
      host: "127.0.0.1",
      port: 9101,
      root: "/srv/site/.publish",
      siteDir: "/srv/site",
      keepReleases: 5,
      keepLogs: 50,
      retry: { firstMs: 30_000, maxMs: 900_000 },
      fullReadPeriodMs: 86_400_000,
      buildCommand: "node scripts/production/gatsby-build.mjs",
      buildTimeLimitMs: 600_000,
      reloadCommand: null,
      deployCommand: null,
      bucket: null,
    });
  });

  it("gives a build as many seconds as PUBLISH_BUILD_TIMEOUT says", () => {
    expect(read({ PUBLISH_BUILD_TIMEOUT: "1200" }).buildTimeLimitMs).toBe(1_200_000);
  });

  it("builds another checkout when PUBLISH_SITE_DIR names one, with the releases beside it", () => {
    expect(read({ PUBLISH_SITE_DIR: "/srv/build" })).toMatchObject({
      siteDir: "/srv/build",
      root: "/srv/build/.publish",
    });
  });

  it.each([
    [{ PUBLISH_SECRET: "short" }, /PUBLISH_SECRET .*at least 32 characters/],
    [{ WORDPRESS_URL: "cms.example.com" }, /^WORDPRESS_URL must be/],
    [{ WORDPRESS_URL: "ftp://cms.example.com" }, /^WORDPRESS_URL must be an http\(s\) address/],
    [{ HOOK_PORT: "91o1" }, /^HOOK_PORT must be a port number/],
    [{ PUBLISH_S3_BUCKET: "Site_Bucket" }, /^PUBLISH_S3_BUCKET must be a bucket name/],
    [{ HOOK_PORT: "70000" }, /^HOOK_PORT must be a port number/],
    [{ PUBLISH_KEEP_RELEASES: "1" }, /^PUBLISH_KEEP_RELEASES must be a whole number from 2 to 100/],
    [{ PUBLISH_RETRY_SECONDS: "0" }, /^PUBLISH_RETRY_SECONDS must be a whole number from 1/],
    [
      { PUBLISH_RETRY_SECONDS: "60", PUBLISH_RETRY_MAX_SECONDS: "30" },
      /^PUBLISH_RETRY_MAX_SECONDS must be at least/,
    ],
    [
      { PUBLISH_FULL_READ_SECONDS: "172800" },
      /^PUBLISH_FULL_READ_SECONDS must be a whole number from 1 to 86400/,
    ],
    [{ PUBLISH_KEEP_LOGS: "many" }, /^PUBLISH_KEEP_LOGS must be a whole number/],
    [{ PUBLISH_BUILD_TIMEOUT: "10m" }, /^PUBLISH_BUILD_TIMEOUT must be a whole number from 1 to 86400/],
    [{ PUBLISH_BUILD_TIMEOUT: "0" }, /^PUBLISH_BUILD_TIMEOUT must be a whole number/],
    [{ HOOK_HOST: "0.0.0.0; rm" }, /^HOOK_HOST must be/],
  ])("stops on %j, naming the variable", (env, message) => {
    expect(() => read(env)).toThrow(ConfigurationError);
    expect(() => read(env)).toThrow(message);
  });

  describe("of the content API (docs/editing.md)", () => {
    const REALM = { CONTENT_KEYCLOAK_URL: "https://sso.example.com/", CONTENT_KEYCLOAK_REALM: "staff" };

    it("is off without an editor's realm, and on with the site's sign-in realm or one of its own", () => {
      expect(read({}).content).toBeNull();
      expect(
        read({ GATSBY_KEYCLOAK_URL: "https://sso.example.com", GATSBY_KEYCLOAK_REALM: "staff" }).content,
      ).toMatchObject({
        keycloak: { url: "https://sso.example.com", realm: "staff", clientId: "site_editor" },
      });
      expect(
        read({ GATSBY_KEYCLOAK_URL: "https://a.example.com", GATSBY_KEYCLOAK_REALM: "x", ...REALM }).content,
      ).toMatchObject({
        keycloak: { url: "https://sso.example.com", realm: "staff" },
      });
    });

    it("has defaults for the role, the branch, the committer and the port; no remote; a key of its own", () => {
      expect(read(REALM).content).toEqual({
        keycloak: { url: "https://sso.example.com", realm: "staff", clientId: "site_editor" },
        role: "content-editor",
        remote: null,
        branch: "main",
        committer: { name: "Site publisher", email: "publisher@localhost" },
        sessionSecret: null,
        port: 9102,
      });
    });

    it("signs sessions with CONTENT_SESSION_SECRET when it is set", () => {
      expect(read({ ...REALM, CONTENT_SESSION_SECRET: "e".repeat(32) }).content?.sessionSecret).toBe(
        "e".repeat(32),
      );
    });

    it.each([
      [{ CONTENT_KEYCLOAK_URL: "https://sso.example.com" }, /CONTENT_KEYCLOAK_REALM/],
      [{ ...REALM, CONTENT_KEYCLOAK_URL: "sso.example.com" }, /CONTENT_KEYCLOAK_URL/],
      [{ ...REALM, CONTENT_EDITOR_ROLE: "editor role" }, /CONTENT_EDITOR_ROLE/],
      [{ ...REALM, CONTENT_GIT_REMOTE: "--upload-pack=evil" }, /^CONTENT_GIT_REMOTE must be/],
      [{ ...REALM, CONTENT_GIT_BRANCH: "main..x" }, /^CONTENT_GIT_BRANCH must be/],
      [{ ...REALM, CONTENT_GIT_COMMITTER: "nobody" }, /^CONTENT_GIT_COMMITTER must look like/],
      [{ ...REALM, CONTENT_SESSION_SECRET: "short" }, /^CONTENT_SESSION_SECRET must be at least 32/],
      [
        { ...REALM, CONTENT_SESSION_SECRET: VALID.PUBLISH_SECRET },
        /^CONTENT_SESSION_SECRET must not be PUBLISH_SECRET/,
      ],
      [{ ...REALM, CONTENT_PORT: "9101" }, /^CONTENT_PORT must differ from HOOK_PORT/],
      [{ ...REALM, CONTENT_PORT: "x" }, /^CONTENT_PORT must be a port/],
    ])("stops on %j, naming the variable", (env, message) => {
      expect(() => read(env)).toThrow(ConfigurationError);
      expect(() => read(env)).toThrow(message);
    });
  });
});
