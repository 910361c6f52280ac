/**
 * The publisher's settings from its environment, checked once at start: a malformed value stops it with a
 * message naming the variable. Everything else in the environment (GATSBY_*, WORDPRESS_*) is passed on
 * to the build unchanged.
 */
import path from "node:path";

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

function port(env, name, fallback) {
  const raw = env[name] ?? String(fallback);
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be a port number from 1 to 65535, not ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function count(env, name, fallback, min, max = 9999) {
  const raw = env[name] ?? String(fallback);
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function httpUrl(env, name) {
  const raw = env[name];
  let url;
  try {
    url = new URL(raw ?? "");
  } catch {
    throw new ConfigError(
      `${name} must be the http(s) address of the WordPress, such as https://cms.example.com`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must be an http(s) address, not ${JSON.stringify(raw)}`);
  }
  return raw;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} checkout The site's checkout this publisher is part of; the build runs there unless
 *   PUBLISH_SITE_DIR names another.
 */
export function readPublisherConfig(env, checkout) {
  const siteDir = path.resolve(checkout, env.PUBLISH_SITE_DIR ?? ".");
  const secret = env.PUBLISH_SECRET ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `PUBLISH_SECRET must be set to the secret shared with WordPress (SITE_PUBLISH_SECRET), ` +
        `at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  const host = env.HOOK_HOST ?? "127.0.0.1";
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) throw new ConfigError(`HOOK_HOST must be a host name or address`);
  const retryFirstSeconds = count(env, "PUBLISH_RETRY_SECONDS", 30, 1, 3600);
  const retryMaxSeconds = count(env, "PUBLISH_RETRY_MAX_SECONDS", 900, 1, 86400);
  if (retryMaxSeconds < retryFirstSeconds) {
    throw new ConfigError(`PUBLISH_RETRY_MAX_SECONDS must be at least PUBLISH_RETRY_SECONDS`);
  }
  return {
    siteDir,
    wordpressUrl: httpUrl(env, "WORDPRESS_URL"),
    secret,
    host,
    port: port(env, "HOOK_PORT", 9101),
    root: path.resolve(siteDir, env.PUBLISH_ROOT ?? ".publish"),
    keepReleases: count(env, "PUBLISH_KEEP_RELEASES", 5, 2, 100),
    keepLogs: count(env, "PUBLISH_KEEP_LOGS", 50, 1),
    settleMs: count(env, "PUBLISH_SETTLE_MS", 1500, 0, 600000),
    retry: { firstMs: retryFirstSeconds * 1000, maxMs: retryMaxSeconds * 1000 },
    buildCommand: env.PUBLISH_BUILD_COMMAND || "npx gatsby build",
    reloadCommand: env.PUBLISH_RELOAD_COMMAND || null,
    deployCommand: env.PUBLISH_DEPLOY_COMMAND || null,
  };
}
