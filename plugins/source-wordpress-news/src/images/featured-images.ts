import { access, readFile } from "node:fs/promises";
import path from "node:path";
import type { Actions, GatsbyCache, NodePluginArgs } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import type { FeaturedMediaRef } from "../posts/news-collection";
import { requestImage, type RequestOptions } from "../request/request";
import { WordPressRequestError } from "../request/request-error";
import type { Transport } from "../transport/transport";

export interface FeaturedImageContext {
  transport: Transport;
  request: RequestOptions;
  /** The plugin's Gatsby cache: remembers downloaded files between builds and holds them on disk. */
  cache: GatsbyCache;
  createNode: Actions["createNode"];
  createNodeId: NodePluginArgs["createNodeId"];
  /** Told about an image that cannot be had (404, not an image): the post goes on without it. */
  warn(message: string): void;
  /** Downloads at once. */
  concurrency?: number;
}

interface CachedImage {
  path: string;
}

const cacheKey = (ref: FeaturedMediaRef) => `featured-image:${ref.cacheKey}`;

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** A file name from the image's URL ("laser-lab" from …/uploads/2024/10/laser-lab.jpg). */
export function imageName(sourceUrl: string, wpId: number): string {
  const pathname = new URL(sourceUrl, "http://relative.invalid/").pathname;
  const base = path.posix.basename(decodeURIComponent(pathname)).replace(/\.[^.]*$/, "");
  const name = base.replace(/[^a-zA-Z0-9_-]+/g, "-").replace(/^-+|-+$/g, "");
  return name || `media-${wpId}`;
}

/**
 * The bytes of one image: from the file a previous build downloaded, when its key is unchanged and the file
 * is still there, otherwise from the source (with the request's retries).
 */
async function imageBytes(ref: FeaturedMediaRef, context: FeaturedImageContext): Promise<Buffer> {
  const cached = (await context.cache.get(cacheKey(ref))) as CachedImage | undefined;
  if (cached && (await exists(cached.path))) return readFile(cached.path);
  const { value } = await requestImage(context.transport, ref.sourceUrl, context.request);
  return value;
}

async function createImageFile(ref: FeaturedMediaRef, context: FeaturedImageContext): Promise<string | null> {
  let buffer: Buffer;
  try {
    buffer = await imageBytes(ref, context);
  } catch (error) {
    // A missing or unusable file is the editor's to fix and should not stop the site; an outage should.
    if (error instanceof WordPressRequestError && !error.retryable) {
      context.warn(`The featured image ${ref.wpId} is left out: ${error.message}`);
      return null;
    }
    throw error;
  }
  const fileNode = await createFileNodeFromBuffer({
    buffer,
    name: imageName(ref.sourceUrl, ref.wpId),
    cache: context.cache,
    createNode: context.createNode,
    createNodeId: context.createNodeId,
  });
  await context.cache.set(cacheKey(ref), { path: fileNode.absolutePath } as CachedImage);
  return fileNode.id;
}

/**
 * Makes a File node for each distinct featured image (an image featured by several posts is fetched once),
 * for gatsby-plugin-image to process. Resolves to the File node id by the image's cache key; images that
 * could not be had are absent from the map.
 */
export async function createFeaturedImageFiles(
  refs: readonly FeaturedMediaRef[],
  context: FeaturedImageContext,
): Promise<Map<string, string>> {
  const distinct = [...new Map(refs.map((ref) => [ref.cacheKey, ref])).values()];
  const files = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const ref = distinct[next++];
      const id = await createImageFile(ref, context);
      if (id) files.set(ref.cacheKey, id);
    }
  };
  const workers = Math.max(1, Math.min(context.concurrency ?? 4, distinct.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return files;
}
