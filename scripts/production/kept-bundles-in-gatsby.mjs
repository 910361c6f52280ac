/**
 * Gatsby's two webpack compilations, kept from the build before when nothing they read changed
 * (gatsby/build-cache/kept-bundles.mjs judges that; docs/publishing.md). Wraps, in this process only, the
 * functions `gatsby build` calls for them (`buildProductionBundle`, `buildRenderer`) and the one that reads
 * the renderer's chunk hashes (`getSSRChunkHashes`): a kept compilation hands Gatsby the hash, assets and
 * chunk hashes the real one gave, so Gatsby renders again only the pages whose data changed.
 */
import { createRequire } from "node:module";
import path from "node:path";
import {
  keptCompilation,
  outputHash,
  rememberCompilation,
  removeOutputsLeftBehind,
} from "../../gatsby/build-cache/kept-bundles.mjs";
import { configProjection } from "../../gatsby/build-cache/webpack-configuration.mjs";

const require = createRequire(import.meta.url);

/** Marks the stand-in for webpack's stats of a kept compilation. */
const KEPT = Symbol("kept compilation");

/** Babel's configuration files a site may have: Gatsby's Babel loader reads them, webpack does not list them. */
const BABEL_FILES = [".babelrc", ".babelrc.js", ".babelrc.json", "babel.config.js", "babel.config.json"];

/** What `gatsby build` reads of webpack's stats, for a kept compilation. */
const keptStats = (result) => ({
  [KEPT]: result,
  hash: result.hash,
  hasWarnings: () => false,
  hasErrors: () => false,
});

const noClose = async () => {};

/**
 * Webpack's stats give Gatsby the compilation's hash by its written files (outputHash), before Gatsby's own
 * `done` step writes it into the scripts every page includes.
 * @param {string} outputPath
 */
const hashedByOutput = (outputPath) => ({
  apply(compiler) {
    compiler.hooks.done.tapPromise({ name: "HashedByOutput", stage: -100 }, async (stats) => {
      Object.defineProperty(stats, "hash", { value: await outputHash(stats.compilation, outputPath) });
    });
  },
});

/**
 * @param {(id: string, name: string) => Function} gatsbyFunction Gatsby's function, or the build stops
 * @param {{ info: (message: string) => void }} reporter
 */
export function keepBundles(gatsbyFunction, reporter) {
  const CONFIG = "gatsby/dist/utils/webpack.config";
  const JAVASCRIPT = "gatsby/dist/commands/build-javascript";
  const HTML = "gatsby/dist/commands/build-html";
  const CHUNK_HASHES = "gatsby/dist/utils/webpack/get-ssr-chunk-hashes";
  const ASSETS = "gatsby/dist/utils/adapter/manager";
  // The configuration's module is the function itself (CommonJS), which the build's modules call as `default`.
  const webpackConfig = require(CONFIG);
  if (typeof webpackConfig !== "function") gatsbyFunction(CONFIG, "module.exports");
  const build = gatsbyFunction("gatsby/dist/utils/webpack/bundle", "build");
  const chunkHashes = gatsbyFunction(CHUNK_HASHES, "getSSRChunkHashes");
  const setWebpackAssets = gatsbyFunction(ASSETS, "setWebpackAssets");
  gatsbyFunction(JAVASCRIPT, "buildProductionBundle");
  gatsbyFunction(HTML, "buildRenderer");
  const { ROUTES_DIRECTORY } = require("gatsby/dist/constants");

  // The browser compilation's stats plugin hands Gatsby the names of its assets; a kept one hands the same.
  let webpackAssets = [];
  require(ASSETS).setWebpackAssets = (assets) => {
    webpackAssets = [...assets];
    setWebpackAssets(assets);
  };

  /** Compiles `stage` with `config`, or keeps the last compilation; `describe` says what Gatsby needs of it. */
  async function compileOrKeep(
    siteRoot,
    stage,
    config,
    { describe, restore, warningsShown, alsoWritten, copies, hashByOutput = false },
  ) {
    const alsoRead = BABEL_FILES.map((file) => path.join(siteRoot, file));
    const projection = configProjection(config);
    const kept = await keptCompilation(siteRoot, stage, projection);
    if ("reason" in kept) reporter.info(`${stage}: compiling, ${kept.reason}`);
    else {
      reporter.info(`${stage}: nothing it reads changed, compilation kept`);
      restore(kept.result);
      return { stats: keptStats(kept.result), close: noClose };
    }
    const startedAt = Date.now();
    if (hashByOutput) config.plugins.push(hashedByOutput(config.output.path));
    const built = await build(config);
    const compilation = built.stats.compilation;
    await removeOutputsLeftBehind(siteRoot, stage, compilation, config.output.path, alsoWritten);
    // Gatsby shows the browser compilation's warnings, which a kept one could not show again.
    const notRemembered =
      warningsShown && built.stats.hasWarnings()
        ? "it gave warnings"
        : await rememberCompilation(siteRoot, {
            stage,
            config: projection,
            compilation,
            outputPath: config.output.path,
            startedAt,
            alsoWritten,
            copies,
            alsoRead,
            result: { hash: built.stats.hash, ...describe(built.stats) },
          });
    if (notRemembered !== null) reporter.info(`${stage}: not kept for the next build, ${notRemembered}`);
    return built;
  }

  require(JAVASCRIPT).buildProductionBundle = async (program, parentSpan) => {
    const siteRoot = program.directory;
    const stage = "build-javascript";
    const config = await webpackConfig(program, siteRoot, stage, null, { parentSpan });
    const publicFile = (name) => path.join(siteRoot, "public", name);
    return compileOrKeep(siteRoot, stage, config, {
      describe: () => ({ assets: webpackAssets }),
      warningsShown: true,
      hashByOutput: true,
      restore: (result) => setWebpackAssets(new Set(result.assets)),
      // Gatsby's stats plugin writes these; the host files step takes the first two out of public/ again.
      alsoWritten: [publicFile("_gatsby/slices/_gatsby-scripts-1.html")],
      copies: [publicFile("webpack.stats.json"), publicFile("chunk-map.json")],
    });
  };

  let keptChunkHashes = null;
  require(HTML).buildRenderer = async (program, stage, parentSpan) => {
    const siteRoot = program.directory;
    const config = await webpackConfig(program, siteRoot, stage, null, { parentSpan });
    const { store } = require("gatsby/dist/redux");
    const built = await compileOrKeep(siteRoot, stage, config, {
      describe: (stats) => ({ chunkHashes: chunkHashes({ stats, components: store.getState().components }) }),
      restore: (result) => (keptChunkHashes = result.chunkHashes),
      // Gatsby shows none of the renderer's warnings (its `src/html.js` is looked for and may be missing).
      warningsShown: false,
    });
    return { rendererPath: path.join(siteRoot, ROUTES_DIRECTORY, "render-page.js"), ...built };
  };

  require(CHUNK_HASHES).getSSRChunkHashes = (options) =>
    options.stats[KEPT] ? keptChunkHashes : chunkHashes(options);
}
