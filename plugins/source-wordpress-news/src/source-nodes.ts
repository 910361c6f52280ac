import path from "node:path";
import type { GatsbyNode, Reporter, SourceNodesArgs, Store } from "gatsby";
import { copyContentImages } from "./images/content-images";
import { createFeaturedImageFiles } from "./images/featured-images";
import { newsNodes } from "./news-nodes";
import { readOptions, type NewsSourceOptions } from "./plugin-options";
import { fetchChangedPosts, keptFingerprint, usableKeptPosts, type KeptPosts } from "./posts/changed-posts";
import { fetchAllPosts, type FetchedPosts } from "./posts/fetch-posts";
import { buildNewsCollection, type NewsCollection } from "./posts/news-collection";
import { newsReport, writeNewsReport } from "./posts/news-report";
import type { RequestOptions } from "./request/request";
import { WordPressRequestError } from "./request/request-error";
import { createDirectoryTransport } from "./transport/directory-transport";
import { createHttpTransport } from "./transport/http-transport";
import type { Transport } from "./transport/transport";

const PLUGIN = "source-wordpress-news";

/** WordPress when a url is configured, otherwise the sample set: the rest of the plugin cannot tell. */
function createTransport(options: NewsSourceOptions): Transport {
  if (options.url) return createHttpTransport({ baseUrl: options.url, timeoutMs: options.timeoutMs });
  if (!options.sampleDir) throw new Error(`${PLUGIN}: neither url nor sampleDir is set`);
  return createDirectoryTransport(options.sampleDir);
}

function requestOptions(options: NewsSourceOptions, reporter: Reporter): RequestOptions {
  return {
    retry: {
      retries: options.retries,
      baseDelayMs: options.retryBaseDelayMs,
      jitter: true,
      maxRetryAfterMs: options.maxRetryAfterMs,
      maxTotalDelayMs: options.maxTotalRetryDelayMs,
    },
    onRetry: (error, attempt, delayMs) =>
      reporter.warn(
        `${PLUGIN}: GET ${error.url}${error.status ? ` answered ${error.status}` : ""}: ${error.problem}. ` +
          `Trying again in ${delayMs} ms (attempt ${attempt + 1} of ${options.retries + 1}).`,
      ),
  };
}

function fail(reporter: Reporter, transport: Transport, error: unknown): never {
  if (error instanceof WordPressRequestError) {
    return reporter.panic(`${PLUGIN} could not read the news from ${transport.source}:\n${error.message}`);
  }
  return reporter.panic(`${PLUGIN} failed while reading the news from ${transport.source}`, error as Error);
}

/** The site's public/ folder, where the build puts what it serves. */
function publicDir(store: Store): string {
  const directory = (store.getState() as { program?: { directory?: string } }).program?.directory;
  return path.join(directory ?? process.cwd(), "public");
}

function summary(collection: NewsCollection, source: string): string {
  const counts = new Map<string, number>();
  for (const post of collection.posts) counts.set(post.language, (counts.get(post.language) ?? 0) + 1);
  const byLanguage = [...counts].map(([language, count]) => `${count} ${language}`).join(", ");
  return `${PLUGIN}: ${collection.posts.length} posts${byLanguage ? ` (${byLanguage})` : ""} from ${source}`;
}

const KEPT_POSTS = "posts-of-the-last-read";

/**
 * The public posts: every one read from WordPress, or, when the publisher names the changed ones and the
 * last read is usable (posts/changed-posts.ts), those read again and the rest as they were. Keeps the result
 * for the next build.
 */
async function readPosts(
  transport: Transport,
  options: NewsSourceOptions,
  request: RequestOptions,
  { cache, reporter }: Pick<SourceNodesArgs, "cache" | "reporter">,
): Promise<FetchedPosts> {
  const fingerprint = keptFingerprint(transport.source, {
    pageSize: options.pageSize,
    languages: options.languages,
    defaultLanguage: options.defaultLanguage,
  });
  const now = Date.now();
  const kept = options.changedPosts ? usableKeptPosts(await cache.get(KEPT_POSTS), fingerprint, now) : null;
  let fetched: FetchedPosts;
  let fullReadAt = now;
  if (kept && options.changedPosts) {
    const changed = await fetchChangedPosts(transport, kept.posts, options.changedPosts, request);
    reporter.info(
      `${PLUGIN}: read ${changed.read.length} changed or linked post(s) again, the other posts as of the last read`,
    );
    fetched = changed;
    fullReadAt = kept.fullReadAt;
  } else {
    if (options.changedPosts) reporter.info(`${PLUGIN}: reading every post (no usable last read)`);
    fetched = await fetchAllPosts(transport, { ...request, pageSize: options.pageSize });
  }
  const next: KeptPosts = { fingerprint, fullReadAt, posts: fetched.posts };
  await cache.set(KEPT_POSTS, next);
  return fetched;
}

/** Reads every public post with its terms, author and featured image, and creates the typed nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, pluginOptions) => {
  const { actions, cache, createContentDigest, createNodeId, pathPrefix, reporter, store } = args;
  const options = readOptions(pluginOptions);
  const transport = createTransport(options);
  const request = requestOptions(options, reporter);

  const activity = reporter.activityTimer(`${PLUGIN}: reading the news from ${transport.source}`);
  activity.start();
  try {
    const fetched = await readPosts(transport, options, request, { cache, reporter });
    const collection = buildNewsCollection(fetched.posts, options);
    const warn = (message: string) => reporter.warn(`${PLUGIN}: ${message}`);
    for (const { wpId, reason, warning } of collection.skipped) {
      const message = `left out ${wpId === undefined ? "an entry" : `post ${wpId}`}: ${reason}`;
      if (warning) warn(`${message}. Give it a plain slug in WordPress.`);
      else reporter.verbose(`${PLUGIN}: ${message}`);
    }
    if (options.reportFile) await writeNewsReport(options.reportFile, newsReport(collection));
    for (const { wpId, reason } of collection.skippedCategories) {
      warn(`category ${wpId} has no archive page and is left out of its posts: ${reason}.`);
    }
    const refs = collection.posts.flatMap((post) => post.featuredMedia ?? []);
    const files = await createFeaturedImageFiles(refs, {
      transport,
      request,
      cache,
      createNode: actions.createNode,
      createNodeId,
      warn,
    });
    const posts = await copyContentImages(collection.posts, {
      transport,
      request,
      cache,
      publicDir: publicDir(store),
      pathPrefix,
      warn,
    });
    for (const node of newsNodes({ ...collection, posts }, files, { createNodeId, createContentDigest })) {
      await actions.createNode(node);
    }
    activity.end();
    reporter.info(summary(collection, transport.source));
  } catch (error) {
    activity.end();
    fail(reporter, transport, error);
  }
};
