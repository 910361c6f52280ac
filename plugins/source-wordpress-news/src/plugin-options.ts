import type { GatsbyNode, PluginOptions } from "gatsby";

/** The plugin's options after validation (see the schema below for their meaning). */
export interface NewsSourceOptions {
  /** The WordPress site's address; without it the sample set in `sampleDir` is read. */
  url?: string;
  pageSize: number;
  sampleDir?: string;
  languages: readonly string[];
  defaultLanguage: string;
  retries: number;
  timeoutMs: number;
  retryBaseDelayMs: number;
  maxRetryAfterMs: number;
  maxTotalRetryDelayMs: number;
  /** Where to write what the build made of the news, as JSON (the publisher's release check reads it). */
  reportFile?: string;
  /**
   * The posts changed since the last build (the publisher's list): only these are read again, the rest
   * come from the last read (posts/changed-posts.ts); unset reads every post.
   */
  changedPosts?: readonly number[];
}

/** The most posts a build reads by id (`changedPosts`); for more, the publisher has every post read. */
export const MAX_CHANGED_POSTS = 1000;

const OPTION_DEFAULTS = {
  pageSize: 100,
  languages: ["en", "de"],
  defaultLanguage: "en",
  retries: 4,
  timeoutMs: 15000,
  retryBaseDelayMs: 500,
  // A rate limiter's "in a minute" is waited for; WordPress's maintenance mode ("in 10 minutes") is not.
  maxRetryAfterMs: 60000,
  maxTotalRetryDelayMs: 120000,
} as const;

const LANGUAGE_CODE = /^[a-z]{2}$/;

/** A wrong option stops the build at its start with Joi's message, which names the option. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    url: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .description(
        "Address of the WordPress site, e.g. https://news.example.com; leave out to read sampleDir",
      ),
    // WordPress refuses per_page above 100.
    pageSize: Joi.number().integer().min(1).max(100).default(OPTION_DEFAULTS.pageSize),
    sampleDir: Joi.string()
      .when("url", { is: Joi.exist(), otherwise: Joi.required() })
      .description("Directory with the sample posts in the REST shape, read when url is not set"),
    languages: Joi.array()
      .items(Joi.string().pattern(LANGUAGE_CODE, "two-letter language code"))
      .min(1)
      .unique()
      .default([...OPTION_DEFAULTS.languages]),
    defaultLanguage: Joi.string()
      .valid(Joi.in("languages"))
      .default(OPTION_DEFAULTS.defaultLanguage)
      .messages({ "any.only": '"defaultLanguage" must be one of "languages"' }),
    retries: Joi.number().integer().min(0).max(10).default(OPTION_DEFAULTS.retries),
    timeoutMs: Joi.number().integer().min(1).max(600000).default(OPTION_DEFAULTS.timeoutMs),
    retryBaseDelayMs: Joi.number().integer().min(0).max(60000).default(OPTION_DEFAULTS.retryBaseDelayMs),
    maxRetryAfterMs: Joi.number()
      .integer()
      .min(0)
      .max(600000)
      .default(OPTION_DEFAULTS.maxRetryAfterMs)
      .description("Longest Retry-After waited for; WordPress asking for longer fails the request at once"),
    maxTotalRetryDelayMs: Joi.number()
      .integer()
      .min(0)
      .max(1800000)
      .default(OPTION_DEFAULTS.maxTotalRetryDelayMs)
      .description("Longest time one request waits between its attempts, all waits together"),
    reportFile: Joi.string()
      .pattern(/^\//, "absolute path")
      .description("File to write the posts built and those left out (with their reasons) into, as JSON"),
    changedPosts: Joi.array()
      .items(Joi.number().integer().min(1))
      .max(MAX_CHANGED_POSTS)
      .description("Ids of the posts changed since the last build; leave out to read every post"),
  });

/** Typed options; Gatsby has validated them and filled in the defaults already. */
export function readOptions(options: PluginOptions): NewsSourceOptions {
  const value = options as unknown as Partial<NewsSourceOptions>;
  return {
    url: value.url || undefined,
    pageSize: value.pageSize ?? OPTION_DEFAULTS.pageSize,
    sampleDir: value.sampleDir,
    languages: value.languages ?? OPTION_DEFAULTS.languages,
    defaultLanguage: value.defaultLanguage ?? OPTION_DEFAULTS.defaultLanguage,
    retries: value.retries ?? OPTION_DEFAULTS.retries,
    timeoutMs: value.timeoutMs ?? OPTION_DEFAULTS.timeoutMs,
    retryBaseDelayMs: value.retryBaseDelayMs ?? OPTION_DEFAULTS.retryBaseDelayMs,
    maxRetryAfterMs: value.maxRetryAfterMs ?? OPTION_DEFAULTS.maxRetryAfterMs,
    maxTotalRetryDelayMs: value.maxTotalRetryDelayMs ?? OPTION_DEFAULTS.maxTotalRetryDelayMs,
    reportFile: value.reportFile || undefined,
    changedPosts: value.changedPosts,
  };
}
