/**
 * `gatsby build` as the publisher runs it (its default PUBLISH_BUILD_COMMAND): the same build, in this
 * process, except that Gatsby's compilation of the `gatsby-*.ts` files and its two webpack compilations are
 * skipped when nothing they read changed since they last ran (gatsby/build-cache/compiled-gatsby-files.mjs,
 * kept-bundles.mjs), and that on two cores the queries and pages are made without a worker process
 * (pages-in-process.mjs; docs/publishing.md). Gatsby has no setting for keeping a compilation, so the functions of its modules that
 * run them are wrapped here, for this process only; a Gatsby without one of them stops the build at once,
 * naming it.
 * Usage: node scripts/production/gatsby-build.mjs [gatsby build's options]
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import {
  compileInputsFingerprint,
  compiledIsCurrent,
  rememberCompiled,
} from "../../gatsby/build-cache/compiled-gatsby-files.mjs";
import { keepBundles } from "./kept-bundles-in-gatsby.mjs";
import { renderPagesInProcess } from "./pages-in-process.mjs";

// On two cores Gatsby runs the queries and the pages' HTML in one worker process, which it starts, loads and
// restarts in every build (about 2.5 s of a build after one change, more than the work itself); told it has
// one core, it does that work in its own process, which a cold build does no slower. An administrator's
// GATSBY_CPU_COUNT stands. It is part of the bundles' hash, so every build of a checkout gets the same.
if (process.env.GATSBY_CPU_COUNT === undefined && availableParallelism() <= 2)
  process.env.GATSBY_CPU_COUNT = "1";

// Written to a log file (the publisher's), Gatsby's terminal logger leaves cursor movements between the
// lines; its line-by-line one (what it uses on CI) writes plain lines.
if (process.env.GATSBY_LOGGER === undefined && !process.stdout.isTTY) process.env.GATSBY_LOGGER = "yurnalist";

const require = createRequire(import.meta.url);
/** Gatsby's function `name` of module `id`, or the build stops at once naming it. */
function gatsbyFunction(id, name) {
  const found = require(id)[name];
  if (typeof found === "function") return found;
  console.error(`${id} has no ${name}: run "npx gatsby build" instead.`);
  process.exit(1);
}
const GATSBY_COMPILER = "gatsby/dist/utils/parcel/compile-gatsby-files";
const compile = gatsbyFunction(GATSBY_COMPILER, "compileGatsbyFiles");
const compiler = require(GATSBY_COMPILER);
const reporter = require("gatsby-cli/lib/reporter");

compiler.compileGatsbyFiles = async (siteRoot, ...rest) => {
  const inputs = await compileInputsFingerprint(siteRoot);
  if (await compiledIsCurrent(siteRoot, inputs)) {
    reporter.info("gatsby-*.ts and their imports unchanged: compilation kept");
    return;
  }
  await compile(siteRoot, ...rest);
  await rememberCompiled(siteRoot, inputs);
};

keepBundles(gatsbyFunction, reporter);
renderPagesInProcess(gatsbyFunction);

process.argv = [process.execPath, require.resolve("gatsby/cli.js"), "build", ...process.argv.slice(2)];
require("gatsby/cli.js");
