/**
 * `gatsby build` as the publisher runs it (its default PUBLISH_BUILD_COMMAND): the same build, in this
 * process, except that Gatsby's compilation of the `gatsby-*.ts` files is skipped when nothing it reads
 * changed since it last ran (gatsby/build-cache/compiled-gatsby-files.mjs; docs/publishing.md).
 * Gatsby has no setting for that, so its module's `compileGatsbyFiles` is wrapped here, for this process
 * only; a Gatsby without that function stops the build at once, naming it, rather than building otherwise.
 * Usage: node scripts/production/gatsby-build.mjs [gatsby build's options]
 */
import { createRequire } from "node:module";
import {
  compileInputsFingerprint,
  compiledIsCurrent,
  rememberCompiled,
} from "../../gatsby/build-cache/compiled-gatsby-files.mjs";

const require = createRequire(import.meta.url);
const GATSBY_COMPILER = "gatsby/dist/utils/parcel/compile-gatsby-files";
const compiler = require(GATSBY_COMPILER);
const compile = compiler.compileGatsbyFiles;
if (typeof compile !== "function") {
  console.error(`${GATSBY_COMPILER} has no compileGatsbyFiles: run "npx gatsby build" instead.`);
  process.exit(1);
}
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

process.argv = [process.execPath, require.resolve("gatsby/cli.js"), "build", ...process.argv.slice(2)];
require("gatsby/cli.js");
