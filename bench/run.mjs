// npm run bench [-- --check] [-- --no-large] [-- --no-publish]
// Builds the reference and the site (cold and warm, in temporary copies), measures page weight and
// Lighthouse over loopback, the site search's first query, then publishing against the test WordPress (bench/publish.mjs), prints the
// tables, writes bench/results.json and, with --check, fails on a broken budget (bench/budgets.json).
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { coldAndWarm, makeCopy, removeCopy } from "./build.mjs";
import { checkBudgets, tooNoisy } from "./budgets.mjs";
import { RUNS, runLighthouse } from "./lighthouse.mjs";
import { writeNewsSet } from "./news-set.mjs";
import { measurePublishing } from "./publish.mjs";
import { measurePages } from "./page-weight.mjs";
import { reportText, writeResults } from "./report.mjs";
import { measureSearch } from "./search-weight.mjs";
import { serveWithNginx, serveWithSirv } from "./serve.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const NODE_MODULES = path.join(ROOT, "node_modules");
const PAGES = [
  "/",
  "/machines/metal-lbpf/",
  "/products/aconity-midi/",
  "/jobs/",
  "/team/",
  "/news/",
  "/news/formnext-2024-booth/",
];
const LIGHTHOUSE_PAGES = ["/", "/products/aconity-midi/", "/news/formnext-2024-booth/", "/jobs/"];
const LARGE_NEWS_SET = 500;
const PORTS = { site: 8101, reference: 8102 };

const args = new Set(process.argv.slice(2));
const logs = await mkdtemp(path.join(os.tmpdir(), "bench-logs-"));
const step = (text) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Builds `source` cold and warm in a copy (after `prepare(copy)`), then runs `measure(publicDir)`. */
async function inCopy(source, label, prepare, measure) {
  const dir = await makeCopy(source, NODE_MODULES, label);
  try {
    const extra = (await prepare?.(dir)) ?? {};
    step(`${label}: cold and warm build in ${dir}`);
    const builds = { ...extra, ...(await coldAndWarm(dir, path.join(logs, label))) };
    step(`${label}: cold ${builds.cold} s, warm ${builds.warm} s`);
    return { builds, ...(await measure?.(path.join(dir, "public"))) };
  } finally {
    await removeCopy(dir);
  }
}

async function measureServed(server, pages, lighthousePages, { search = false } = {}) {
  try {
    step(`page weight of ${pages.length} page(s) at ${server.url}`);
    const weights = await measurePages(server.url, pages);
    if (search) step("the site search's first query in each language");
    const searchWeights = search ? { search: await measureSearch(server.url) } : {};
    step(`Lighthouse of ${lighthousePages.length} page(s), mobile and desktop`);
    return { pages: weights, ...searchWeights, lighthouse: await runLighthouse(server.url, lighthousePages) };
  } finally {
    await server.close();
  }
}

async function sampleSize(dir) {
  return Number(JSON.parse(await readFile(path.join(dir, "headers-page-1.json"), "utf8"))["X-WP-Total"]);
}

step(`logs in ${logs}`);
const reference = await inCopy(path.join(ROOT, "bench", "reference"), "reference", null, async (publicDir) =>
  measureServed(await serveWithSirv(publicDir, PORTS.reference), ["/"], ["/"]),
);
const sample = await inCopy(
  ROOT,
  "sample",
  async (dir) => ({ posts: await sampleSize(path.join(dir, "data", "news-sample")) }),
  async (publicDir) =>
    measureServed(await serveWithNginx(publicDir, PORTS.site), PAGES, LIGHTHOUSE_PAGES, { search: true }),
);
const site = {
  builds: { sample: sample.builds },
  pages: sample.pages,
  search: sample.search,
  lighthouse: sample.lighthouse,
};
if (!args.has("--no-large")) {
  const large = await inCopy(ROOT, "large", async (dir) => ({
    posts: await writeNewsSet(path.join(dir, "data", "news-sample"), LARGE_NEWS_SET),
  }));
  site.builds.large = large.builds;
}

if (!args.has("--no-publish")) {
  site.publishing = await measurePublishing({
    large: args.has("--no-large") ? 0 : LARGE_NEWS_SET,
    logs,
    step,
  });
}

const results = {
  date: new Date().toISOString(),
  node: process.versions.node,
  cpus: os.cpus().length,
  lighthouseRuns: RUNS,
  load: os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" "),
  reference,
  site,
};
await writeResults(results, path.join(ROOT, "bench", "results.json"));
console.log(reportText(results));

if (args.has("--check")) {
  const budgets = JSON.parse(await readFile(path.join(ROOT, "bench", "budgets.json"), "utf8"));
  const broken = checkBudgets(results, budgets);
  for (const message of broken) console.error(`BUDGET BROKEN: ${message}`);
  // A busy machine proves nothing either way: such a run is never a pass.
  const noise = tooNoisy(results, budgets);
  if (noise) console.error(`NOT JUDGED: ${noise}`);
  if (broken.length > 0 || noise) process.exit(1);
  console.error("All budgets hold.");
}
