import type { GatsbyNode } from "gatsby";

/**
 * How long the browser waits for a code chunk before webpack gives up with a ChunkLoadError (which the
 * site answers with one reload, src/browser/chunk-reload.ts). Set here rather than left to webpack's
 * default, so the value is visible and changed in one place.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Gatsby writes a source map next to every bundle of the browser build (devtool "source-map"), and whatever
 * is in public/ is published by any static host: the browser build writes none. (The server-side render
 * keeps its maps in .cache/, where they make build errors readable.)
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  actions.setWebpackConfig({
    output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
    ...(stage === "build-javascript" ? { devtool: false } : {}),
  });
};
