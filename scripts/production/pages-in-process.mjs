/**
 * The pages' HTML rendered in the build's own process when Gatsby runs on one core (GATSBY_CPU_COUNT=1,
 * what gatsby-build.mjs sets on two). Gatsby then runs the queries in its own process, yet still starts a
 * worker process for the HTML, which loads Gatsby's modules, the configuration and every plugin, and builds
 * the schema again for queries it never runs there: about 8 s of CPU in every build, beside the build, to
 * render a few pages in a tenth of a second (measured with --cpu-prof on the 2-core machine,
 * docs/publishing.md). Wraps, in this process only, Gatsby's worker pool: the same render functions the
 * worker would call run here; the worker's other tasks are the queries' and are not needed on one core.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

const POOL = "gatsby/dist/utils/worker/pool";
const RENDER = "gatsby/dist/utils/worker/child/render-html";
const RENDER_FUNCTIONS = ["renderHTMLProd", "renderSlices", "renderPartialHydrationProd"];

/**
 * @param {(id: string, name: string) => Function} gatsbyFunction Gatsby's function, or the build stops
 *   naming it (gatsby-build.mjs).
 */
export function renderPagesInProcess(gatsbyFunction) {
  const { cpuCoreCount } = require("gatsby-core-utils");
  if (cpuCoreCount() !== 1) return;
  gatsbyFunction(POOL, "create");
  const single = Object.fromEntries(RENDER_FUNCTIONS.map((name) => [name, gatsbyFunction(RENDER, name)]));
  // What a pool's `all` and `end` give: one settled promise per worker.
  const settled = () => [Promise.resolve()];
  require(POOL).create = () => ({
    all: { loadConfigAndPlugins: settled, buildSchema: settled },
    single,
    restart: async () => {},
    end: settled,
  });
}
