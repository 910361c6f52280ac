import { createHash } from "node:crypto";
import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { decodeHTML, escapeAttribute } from "entities";
import type { GatsbyCache } from "gatsby";
import { requestImage, type RequestOptions } from "../request/request";
import { WordPressRequestError } from "../request/request-error";
import type { Transport } from "../transport/transport";
import { imageName } from "./featured-images";

/** Raster types only: an SVG served from the site's own origin could run script when opened directly. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "image/avif": ".avif",
};

/** The folder under public/ (and the URL path) that holds the copied images. */
const CONTENT_IMAGE_FOLDER = "news-media";

export interface ContentImageContext {
  transport: Transport;
  request: RequestOptions;
  cache: GatsbyCache;
  /** The site's public/ folder. */
  publicDir: string;
  /** Gatsby's path prefix ("" without --prefix-paths). */
  pathPrefix: string;
  warn(message: string): void;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i");

/**
 * The `src` of every image in sanitized HTML, decoded. Sanitized HTML is sanitize-html's serialisation
 * (double-quoted attributes, entities escaped), so a pattern reads it reliably.
 */
export function contentImageSources(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].flatMap((tag) => {
    const src = attribute("src").exec(tag[0])?.[1];
    return src ? [decodeHTML(src)] : [];
  });
}

/** Points the images whose src is in `urls` at their copies; their srcset names WordPress's sizes: dropped. */
export function rewriteContentImages(html: string, urls: ReadonlyMap<string, string>): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = attribute("src").exec(tag)?.[1];
    const copy = src === undefined ? undefined : urls.get(decodeHTML(src));
    if (copy === undefined) return tag;
    return tag
      .replace(attribute("srcset"), "")
      .replace(attribute("sizes"), "")
      .replace(attribute("src"), ` src="${escapeAttribute(copy)}"`);
  });
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Copies one image into public/ and answers its URL there; null when it cannot be had. */
async function copyImage(src: string, context: ContentImageContext): Promise<string | null> {
  const key = `content-image:${src}`;
  const cached = (await context.cache.get(key)) as { file: string; url: string } | undefined;
  const target = cached && path.join(context.publicDir, cached.file);
  if (cached && target && (await exists(target))) return `${context.pathPrefix}${cached.url}`;

  let body: Buffer;
  let type: string;
  try {
    const { value, response } = await requestImage(context.transport, src, context.request);
    body = value;
    type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  } catch (error) {
    if (error instanceof WordPressRequestError && !error.retryable) {
      context.warn(`The image ${src} in a post keeps its original address: ${error.message}`);
      return null;
    }
    throw error;
  }
  const extension = EXTENSIONS[type];
  if (!extension) {
    context.warn(`The image ${src} in a post keeps its original address: ${type} is not copied`);
    return null;
  }
  // Named by content, so a changed image gets a new URL and caches never serve the old one.
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
  const file = path.posix.join(CONTENT_IMAGE_FOLDER, hash, `${imageName(src, 0)}${extension}`);
  await mkdir(path.join(context.publicDir, path.dirname(file)), { recursive: true });
  await writeFile(path.join(context.publicDir, file), body);
  await context.cache.set(key, { file, url: `/${file}` });
  return `${context.pathPrefix}/${file}`;
}

/**
 * Copies the images in posts' HTML that live on the WordPress site (or in the sample set) into the built
 * site and points the HTML at the copies, so the site does not depend on WordPress being reachable (it may
 * sit behind a firewall, or serve plain http). Images on other hosts are left as they are.
 */
export async function copyContentImages<T extends { contentHtml: string; excerptHtml: string }>(
  posts: readonly T[],
  context: ContentImageContext,
): Promise<T[]> {
  const sources = new Set(
    posts
      .flatMap((post) => [...contentImageSources(post.contentHtml), ...contentImageSources(post.excerptHtml)])
      .filter((src) => context.transport.isOwnUrl(src)),
  );
  const urls = new Map<string, string>();
  for (const src of sources) {
    const url = await copyImage(src, context);
    if (url) urls.set(src, url);
  }
  if (urls.size === 0) return [...posts];
  return posts.map((post) => ({
    ...post,
    contentHtml: rewriteContentImages(post.contentHtml, urls),
    excerptHtml: rewriteContentImages(post.excerptHtml, urls),
  }));
}
