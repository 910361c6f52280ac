/**
 * The publisher's configuration from its environment, checked once at start (docs/publishing.md).
 */
import path from "node:path";
import { BucketConfigurationError, readBucketConfiguration } from "./bucket/bucket-config.mjs";
import {
  ConfigurationError as SiteConfigurationError,
  readEditorKeycloak,
  readEditorRole,
} from "../src/shared/configuration/read-configuration";

export class ConfigurationError extends Error {}

const MIN_SECRET_LENGTH = 32;

function port(env, name, fallback) {
  const raw = env[name] ?? String(fallback);
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigurationError(`${name} must be a port number from 1 to 65535, not ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function count(env, name, fallback, min, max = 9999) {
  const raw = env[name] ?? String(fallback);
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigurationError(
      `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`,
    );
  }
  return Number(raw);
}

function httpUrl(env, name) {
  const raw = env[name];
  let url;
  try {
    url = new URL(raw ?? "");
  } catch {
    throw new ConfigurationError(`${name} must be an http(s) address, such as https://cms.example.com`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigurationError(`${name} must be an http(s) address, not ${JSON.stringify(raw)}`);
  }
  return raw;
}

/**
 * The content API's settings: on when the editor's Keycloak realm is known (CONTENT_KEYCLOAK_*, else the
 * site's GATSBY_KEYCLOAK_*, read as the build reads them for /admin/), off otherwise (docs/editing.md).
 */
function contentSettings(env, hookPort) {
  let keycloak;
  let role;
  try {
    keycloak = readEditorKeycloak(env);
    role = readEditorRole(env);
  } catch (error) {
    if (error instanceof SiteConfigurationError) throw new ConfigurationError(error.message);
    throw error;
  }
  if (keycloak === null) return null;
  const remote = env.CONTENT_GIT_REMOTE?.trim() || null;
  if (remote !== null && (/\s/.test(remote) || remote.startsWith("-"))) {
    throw new ConfigurationError("CONTENT_GIT_REMOTE must be a git remote: a name or a URL");
  }
  const branch = env.CONTENT_GIT_BRANCH?.trim() || "main";
  if (!/^[A-Za-z0-9._/-]+$/.test(branch) || branch.startsWith("-") || branch.includes("..")) {
    throw new ConfigurationError("CONTENT_GIT_BRANCH must be a branch name");
  }
  const committer = /^([^<>]+?)\s*<([^\s<>@]+@[^\s<>@]+)>$/.exec(
    env.CONTENT_GIT_COMMITTER?.trim() || "Site publisher <publisher@localhost>",
  );
  if (!committer)
    throw new ConfigurationError('CONTENT_GIT_COMMITTER must look like "Name <address@example.com>"');
  const sessionSecret = env.CONTENT_SESSION_SECRET || null;
  if (sessionSecret !== null && sessionSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigurationError(
      `CONTENT_SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (or unset: the publisher keeps a random key)`,
    );
  }
  // One secret, one purpose: whoever reads WordPress's wp-config.php must not become an editor.
  if (sessionSecret !== null && sessionSecret === env.PUBLISH_SECRET) {
    throw new ConfigurationError(
      "CONTENT_SESSION_SECRET must not be PUBLISH_SECRET, which WordPress holds too",
    );
  }
  return {
    keycloak,
    role,
    remote,
    branch,
    committer: { name: committer[1], email: committer[2] },
    sessionSecret,
    // Beside the hook by default: two publishers on one machine (tests, staging) keep apart.
    port: port(env, "CONTENT_PORT", hookPort + 1),
  };
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} checkout The site's checkout this publisher is part of; the build runs there unless
 *   PUBLISH_SITE_DIR names another.
 */
export function readPublisherConfiguration(env, checkout) {
  const siteDir = path.resolve(checkout, env.PUBLISH_SITE_DIR ?? ".");
  const secret = env.PUBLISH_SECRET ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigurationError(
      `PUBLISH_SECRET must be set to the secret shared with WordPress (SITE_PUBLISH_SECRET), ` +
        `at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  const host = env.HOOK_HOST ?? "127.0.0.1";
  if (!/^[A-Za-z0-9.:-]+$/.test(host))
    throw new ConfigurationError(`HOOK_HOST must be a host name or address`);
  const retryFirstSeconds = count(env, "PUBLISH_RETRY_SECONDS", 30, 1, 3600);
  const retryMaxSeconds = count(env, "PUBLISH_RETRY_MAX_SECONDS", 900, 1, 86400);
  if (retryMaxSeconds < retryFirstSeconds) {
    throw new ConfigurationError(`PUBLISH_RETRY_MAX_SECONDS must be at least PUBLISH_RETRY_SECONDS`);
  }
  const hookPort = port(env, "HOOK_PORT", 9101);
  const content = contentSettings(env, hookPort);
  if (content?.port === hookPort) {
    throw new ConfigurationError(
      "CONTENT_PORT must differ from HOOK_PORT: the content API has a listener of its own",
    );
  }
  let bucket;
  try {
    bucket = readBucketConfiguration(env);
  } catch (error) {
    if (error instanceof BucketConfigurationError) throw new ConfigurationError(error.message);
    throw error;
  }
  return {
    siteDir,
    wordpressUrl: httpUrl(env, "WORDPRESS_URL"),
    secret,
    host,
    port: hookPort,
    root: path.resolve(siteDir, env.PUBLISH_ROOT ?? ".publish"),
    keepReleases: count(env, "PUBLISH_KEEP_RELEASES", 5, 2, 100),
    keepLogs: count(env, "PUBLISH_KEEP_LOGS", 50, 1),
    settleMs: count(env, "PUBLISH_SETTLE_MS", 1500, 0, 600000),
    retry: { firstMs: retryFirstSeconds * 1000, maxMs: retryMaxSeconds * 1000 },
    // At least daily, as the news source's own rule (publisher/full-read.mjs).
    fullReadPeriodMs: count(env, "PUBLISH_FULL_READ_SECONDS", 86400, 1, 86400) * 1000,
    buildCommand: env.PUBLISH_BUILD_COMMAND || "node scripts/production/gatsby-build.mjs",
    buildTimeLimitMs: count(env, "PUBLISH_BUILD_TIMEOUT", 600, 1, 86400) * 1000,
    reloadCommand: env.PUBLISH_RELOAD_COMMAND || null,
    deployCommand: env.PUBLISH_DEPLOY_COMMAND || null,
    bucket,
    content,
  };
}
