import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ENTRY_VALIDATORS_MODULE, entryValidatorsFile } from "./admin/entry-validators";
import { publicPart } from "../src/shared/configuration/read-configuration";
import { siteConfiguration } from "./configuration/site-configuration";
import { EDITOR_PREVIEW_CHUNK, keepChunkApart } from "./webpack/apart-chunk";
import { shortenClassNames } from "./webpack/class-names";
import { EMPTY_MODULE, IDLE_RUNTIME } from "./webpack/idle-runtime";
import { ShortTokensPlugin } from "./webpack/short-tokens";

/**
 * How long the browser waits for a code chunk before webpack gives up with a ChunkLoadError (which the
 * site answers with one reload, src/shared/errors/chunk-reload.ts). Set here rather than left to webpack's
 * default, so the value is visible and changed in one place.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

interface BuildConfig {
  plugins?: unknown[];
  resolve?: { alias?: Record<string, unknown> };
  output?: Record<string, unknown>;
  module?: { rules?: unknown[] };
  optimization?: { splitChunks?: { chunks?: "all"; cacheGroups?: Record<string, unknown> } };
}

/**
 * The production builds:
 * - The browser's part of the configuration as the constant `__PUBLIC_CONFIGURATION__`, in every stage.
 * - Short CSS Module class names (gatsby/webpack/class-names.ts), in the server render and the browser build;
 *   short design-token names in the browser build's CSS files (gatsby/webpack/short-tokens.ts).
 * - Gatsby writes a source map next to every browser bundle (devtool "source-map"), and whatever is in
 *   public/ is published by any static host: the browser build writes none. (The server-side render keeps
 *   its maps in .cache/, where they make build errors readable.)
 * - Gatsby's `styles` chunk group puts the whole site's CSS into one file, which it inlines into every page
 *   (42 KB). Without it each chunk carries its own CSS, so a page inlines the layout's and its own, and a
 *   lazy chunk (search, forms) brings its CSS when it loads (docs/architecture.md §12).
 * - Gatsby runtime modules that do nothing here leave the browser build (gatsby/webpack/idle-runtime.ts).
 * - The editor's preview imports the collections' checks, written at bootstrap, by a name of its own
 *   (gatsby/admin/entry-validators.ts), in every stage; its code stays in its own chunk, so the public
 *   pages' bundles are cut as without it (gatsby/webpack/apart-chunk.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  stage,
  getConfig,
  plugins,
}) => {
  // The browser's part of the configuration, as a constant (src/shared/configuration/public-configuration.ts); onPreInit has
  // already stopped a build whose configuration is malformed.
  const publicConfiguration = plugins.define({
    __PUBLIC_CONFIGURATION__: JSON.stringify(publicPart(siteConfiguration())),
  });
  const alias = { [ENTRY_VALIDATORS_MODULE]: entryValidatorsFile(path.resolve(__dirname, "..")) };
  if (stage !== "build-javascript" && stage !== "build-html") {
    actions.setWebpackConfig({
      output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
      plugins: [publicConfiguration],
      resolve: { alias },
    });
    return;
  }
  const config = getConfig() as BuildConfig;
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } };
  shortenClassNames(config.module?.rules);
  config.plugins = [...(config.plugins ?? []), publicConfiguration];
  if (stage === "build-html") {
    actions.replaceWebpackConfig(config);
    return;
  }
  delete config.optimization?.splitChunks?.cacheGroups?.styles;
  keepChunkApart(config.optimization?.splitChunks, EDITOR_PREVIEW_CHUNK);
  config.plugins = [
    ...config.plugins,
    new ShortTokensPlugin(),
    ...IDLE_RUNTIME.map(({ module }) => plugins.normalModuleReplacement(module, EMPTY_MODULE)),
  ];
  actions.replaceWebpackConfig({
    ...config,
    output: { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
    devtool: false,
  });
};
