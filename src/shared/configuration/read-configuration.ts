/**
 * The site's configuration from the environment, every variable optional (see `.env.example`); a malformed
 * value throws, so the build stops at its start instead of producing a site that fails in the browser.
 */
import { MAX_CHANGED_POSTS } from "../../../plugins/source-wordpress-news/src/plugin-options";

export type Environment = Readonly<Record<string, string | undefined>>;

export interface KeycloakRealm {
  url: string;
  realm: string;
  clientId: string;
}

export interface SiteConfiguration {
  siteUrl: string;
  wordpressUrl: string | null;
  /** Posts per REST request, 1–100. */
  wordpressPageSize: number;
  keycloak: KeycloakRealm | null;
  /**
   * Where editors sign in at /admin/: CONTENT_KEYCLOAK_URL and _REALM defaulting to GATSBY_KEYCLOAK_*, with
   * a client of its own (CONTENT_KEYCLOAK_CLIENT_ID, default site_editor).
   */
  editorKeycloak: KeycloakRealm | null;
  /** The realm role editors need (CONTENT_EDITOR_ROLE); /admin/ names it to those who lack it. */
  editorRole: string;
  mailApiUrl: string | null;
  recaptchaSiteKey: string | null;
  gtmId: string | null;
  /** Where the news source writes which posts it built and left out (for the publisher's release check). */
  newsReportFile: string | null;
  /**
   * The posts WordPress told of since the last build (NEWS_CHANGED_POSTS, set by the publisher): the news
   * source reads only those again and the rest from its cache; null reads every post.
   */
  newsChangedPosts: number[] | null;
}

/** What of the configuration the browser sees (src/shared/configuration/public-configuration.ts). */
export type PublicConfiguration = Pick<
  SiteConfiguration,
  "keycloak" | "mailApiUrl" | "recaptchaSiteKey" | "gtmId"
>;

export function publicPart(config: SiteConfiguration): PublicConfiguration {
  const { keycloak, mailApiUrl, recaptchaSiteKey, gtmId } = config;
  return { keycloak, mailApiUrl, recaptchaSiteKey, gtmId };
}

export class ConfigurationError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Configuration error in ${variable}: ${problem}`);
    this.name = "ConfigurationError";
  }
}

const DEFAULT_CLIENT_ID = "shop_frontend";
/** The editor's own public client: its tokens live in /admin/'s memory only (docs/editing.md). */
const DEFAULT_EDITOR_CLIENT_ID = "site_editor";
const IDENTIFIER = /^[A-Za-z0-9._-]+$/;

function value(env: Environment, name: string): string | null {
  const raw = env[name];
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === "" ? null : trimmed;
}

/** An absolute http(s) URL without query or fragment, returned without a trailing slash. */
function parseBaseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(
      name,
      `"${raw}" is not an absolute URL (expected e.g. https://example.com).`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigurationError(name, `"${raw}" must use http or https, not ${url.protocol}`);
  }
  if (url.search || url.hash || raw.includes("?") || raw.includes("#")) {
    throw new ConfigurationError(name, `"${raw}" must not contain a query or a fragment.`);
  }
  if (url.username || url.password) {
    throw new ConfigurationError(name, `"${raw}" must not contain credentials.`);
  }
  return url.href.replace(/\/+$/, "");
}

function url(env: Environment, name: string): string | null {
  const raw = value(env, name);
  return raw === null ? null : parseBaseUrl(name, raw);
}

function matching(env: Environment, name: string, pattern: RegExp, example: string): string | null {
  const raw = value(env, name);
  if (raw !== null && !pattern.test(raw)) {
    throw new ConfigurationError(name, `"${raw}" is not valid (expected something like ${example}).`);
  }
  return raw;
}

/** NEWS_CHANGED_POSTS: "none", or post ids separated by commas ("12,34"). */
function changedPosts(env: Environment): number[] | null {
  const raw = matching(
    env,
    "NEWS_CHANGED_POSTS",
    /^(?:none|[1-9]\d{0,15}(?:,[1-9]\d{0,15})*)$/,
    "12,34 or none",
  );
  if (raw === null) return null;
  if (raw === "none") return [];
  const ids = [...new Set(raw.split(",").map(Number))];
  if (ids.length > MAX_CHANGED_POSTS || !ids.every(Number.isSafeInteger))
    throw new ConfigurationError(
      "NEWS_CHANGED_POSTS",
      `names more than ${MAX_CHANGED_POSTS} posts or an id beyond ${Number.MAX_SAFE_INTEGER}: leave it unset to read every post.`,
    );
  return ids;
}

function pageSize(env: Environment): number {
  const raw = matching(env, "WORDPRESS_PAGE_SIZE", /^\d+$/, "100");
  if (raw === null) return 100;
  const size = Number(raw);
  if (size < 1 || size > 100)
    throw new ConfigurationError("WORDPRESS_PAGE_SIZE", `"${raw}" must be between 1 and 100.`);
  return size;
}

/** A realm's settings from the variables PREFIX_URL, PREFIX_REALM, PREFIX_CLIENT_ID (both or neither). */
function keycloak(
  env: Environment,
  prefix = "GATSBY_KEYCLOAK",
  defaultClientId = DEFAULT_CLIENT_ID,
): KeycloakRealm | null {
  const keycloakUrl = url(env, `${prefix}_URL`);
  const realm = matching(env, `${prefix}_REALM`, IDENTIFIER, "staff");
  const clientId = matching(env, `${prefix}_CLIENT_ID`, IDENTIFIER, defaultClientId) ?? defaultClientId;
  if (keycloakUrl === null && realm === null) return null;
  if (keycloakUrl === null) {
    throw new ConfigurationError(`${prefix}_URL`, `is required when ${prefix}_REALM is set.`);
  }
  if (realm === null) {
    throw new ConfigurationError(`${prefix}_REALM`, `is required when ${prefix}_URL is set.`);
  }
  return { url: keycloakUrl, realm, clientId };
}

/**
 * The editor's realm (/admin/ and the publisher's content API): CONTENT_KEYCLOAK_URL and _REALM, when unset,
 * take the site's GATSBY_KEYCLOAK_* values; the client is the editor's own, never the public site's, whose
 * tokens the site's pages keep in their storage.
 */
export function readEditorKeycloak(env: Environment): KeycloakRealm | null {
  const merged = { ...env };
  for (const part of ["URL", "REALM"]) {
    merged[`CONTENT_KEYCLOAK_${part}`] =
      value(env, `CONTENT_KEYCLOAK_${part}`) ?? env[`GATSBY_KEYCLOAK_${part}`];
  }
  const editor = keycloak(merged, "CONTENT_KEYCLOAK", DEFAULT_EDITOR_CLIENT_ID);
  const site = keycloak(env);
  if (editor && site && editor.clientId === site.clientId) {
    throw new ConfigurationError(
      "CONTENT_KEYCLOAK_CLIENT_ID",
      `"${editor.clientId}" is the public site's client: the editor needs a client of its own (default ${DEFAULT_EDITOR_CLIENT_ID}).`,
    );
  }
  return editor;
}

/** The realm role an editor needs (CONTENT_EDITOR_ROLE). */
export function readEditorRole(env: Environment): string {
  return matching(env, "CONTENT_EDITOR_ROLE", IDENTIFIER, "content-editor") ?? "content-editor";
}

export function readSiteConfiguration(env: Environment, defaults: { siteUrl: string }): SiteConfiguration {
  return {
    siteUrl: url(env, "SITE_URL") ?? parseBaseUrl("data/site.json url", defaults.siteUrl),
    wordpressUrl: url(env, "WORDPRESS_URL"),
    wordpressPageSize: pageSize(env),
    keycloak: keycloak(env),
    editorKeycloak: readEditorKeycloak(env),
    editorRole: readEditorRole(env),
    mailApiUrl: url(env, "GATSBY_MAIL_API_URL"),
    recaptchaSiteKey: matching(env, "GATSBY_RECAPTCHA_SITE_KEY", /^[A-Za-z0-9_-]{20,}$/, "6Lc…"),
    gtmId: matching(env, "GATSBY_GTM_ID", /^GTM-[A-Z0-9]{4,}$/, "GTM-ABC1234"),
    newsReportFile: matching(
      env,
      "NEWS_REPORT_FILE",
      /^\/[^\0]*[^/]$/,
      "/srv/site/.publish/run/news-report.json",
    ),
    newsChangedPosts: changedPosts(env),
  };
}
