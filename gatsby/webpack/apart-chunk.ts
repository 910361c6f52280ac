/**
 * A page whose code stays in its own chunk: Gatsby's `shared`, `lib` and `commons` groups move a module that
 * two pages use into a chunk of their own. The editor's preview (src/pages/editor-preview.tsx) imports the
 * components of many public pages; left to those groups, it cut the public pages' code into new shared
 * chunks, and the added chunks made webpack's chunk ids a digit longer in every bundle (0.7 to 1.1 KB more
 * gzipped JavaScript on each public page). Kept apart, the preview carries its own copies and the public
 * pages' bundles stay as they were.
 */

/** The chunk name Gatsby gives a page component: "component---src-pages-editor-preview-tsx". */
export const EDITOR_PREVIEW_CHUNK = "component---src-pages-editor-preview-tsx";

const SHARING_GROUPS = ["shared", "lib", "commons"];

interface Chunk {
  name?: string | null;
}
type ChunkFilter = "all" | "async" | "initial" | ((chunk: Chunk) => boolean);
interface CacheGroup {
  chunks?: ChunkFilter;
  minChunks?: number;
}

/** The chunks a group took before, less `name`. */
function without(name: string, chunks: ChunkFilter = "all"): (chunk: Chunk) => boolean {
  return (chunk) => {
    if (chunk.name === name) return false;
    if (typeof chunks === "function") return chunks(chunk);
    if (chunks === "all") return true;
    // Gatsby's pages are async chunks; "initial" takes none of them.
    return chunks === "async";
  };
}

/** Keeps chunk `name` out of Gatsby's sharing groups in a build-javascript configuration's `splitChunks`. */
export function keepChunkApart(
  splitChunks: { chunks?: ChunkFilter; cacheGroups?: Record<string, unknown> } | undefined,
  name: string,
): void {
  for (const group of SHARING_GROUPS) {
    const cacheGroup = splitChunks?.cacheGroups?.[group] as CacheGroup | false | undefined;
    if (!cacheGroup) continue;
    cacheGroup.chunks = without(name, cacheGroup.chunks ?? splitChunks?.chunks);
    // `commons` takes a module every page uses; the page kept apart no longer counts among them.
    if (group === "commons" && typeof cacheGroup.minChunks === "number" && cacheGroup.minChunks > 2)
      cacheGroup.minChunks -= 1;
  }
}
