import { EDITOR_PREVIEW_CHUNK, keepChunkApart } from "../../../gatsby/webpack/apart-chunk";

type Filter = (chunk: { name?: string | null }) => boolean;

/** Gatsby's split-chunk groups of a build-javascript configuration, as far as keepChunkApart reads them. */
const gatsbyGroups = () => ({
  chunks: "all" as const,
  cacheGroups: {
    default: false,
    framework: { chunks: "all", name: "framework" },
    lib: { minChunks: 1 },
    commons: { name: "commons", minChunks: 40 },
    shared: { minChunks: 2 },
  } as Record<string, { chunks?: unknown; minChunks?: number } | false>,
});

describe("a page kept out of Gatsby's shared chunks", () => {
  it("is left out of the groups that share modules between pages, and only of them", () => {
    const splitChunks = gatsbyGroups();
    keepChunkApart(splitChunks, EDITOR_PREVIEW_CHUNK);
    const groups = splitChunks.cacheGroups as Record<string, { chunks: Filter; minChunks?: number }>;
    for (const name of ["shared", "lib", "commons"]) {
      expect(groups[name].chunks({ name: EDITOR_PREVIEW_CHUNK })).toBe(false);
      expect(groups[name].chunks({ name: "component---src-pages-jobs-tsx" })).toBe(true);
      expect(groups[name].chunks({ name: null })).toBe(true);
    }
    // The framework (React) stays one chunk for every page, the preview's too.
    expect(groups.framework.chunks).toBe("all");
    // `commons` is what every page but the one kept apart uses.
    expect(groups.commons.minChunks).toBe(39);
    expect(groups.shared.minChunks).toBe(2);
  });

  it("keeps a group's own choice of chunks for the others", () => {
    const splitChunks = { cacheGroups: { shared: { chunks: "initial" } } };
    keepChunkApart(splitChunks, EDITOR_PREVIEW_CHUNK);
    const shared = splitChunks.cacheGroups.shared as unknown as { chunks: Filter };
    expect(shared.chunks({ name: "component---src-pages-jobs-tsx" })).toBe(false);
  });
});
