// npm run bench [-- --check] [-- --no-large] [-- --no-publish] [-- --no-bucket]
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
  "/materials/in718/",
  "/compare/machines/",
];
const LIGHTHOUSE_PAGES = [
  "/",
  "/products/aconity-midi/",
  "/news/formnext-2024-booth/",
  "/jobs/",
  "/materials/in718/",
  "/compare/machines/",
];
const LARGE_NEWS_SET = 500;
const PORTS = { site: 8101, reference: 8102 };

const args = new Set(process.argv.slice(2));
const logs = await mkdtemp(path.join(os.tmpdir(), "bench-logs-"));
const step = (text) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Builds `source` cold and warm in a new copy (after `prepare(copy)`); returns { dir, builds }. */
async function builtCopy(source, label, prepare) {
  const dir = await makeCopy(source, NODE_MODULES, label);
  try {
    const extra = (await prepare?.(dir)) ?? {};
    step(`${label}: cold and warm build in ${dir}`);
    const builds = { ...extra, ...(await coldAndWarm(dir, path.join(logs, label))) };
    step(`${label}: cold ${builds.cold} s, warm ${builds.warm} s`);
    return { dir, builds };
  } catch (error) {
    await removeCopy(dir);
    throw error;
  }
}

/**
 * Page weight, the search's first query and Lighthouse of the reference and the site, both served at once
 * so that their Lighthouse runs interleave (bench/lighthouse.mjs).
 */
async function measureServed(referencePublic, sitePublic) {
  const servers = {
    reference: await serveWithSirv(referencePublic, PORTS.reference),
    site: await serveWithNginx(sitePublic, PORTS.site),
  };
  try {
    step(`page weight of the reference and ${PAGES.length} page(s) of the site`);
    const weights = {
      reference: await measurePages(servers.reference.url, ["/"]),
      site: await measurePages(servers.site.url, PAGES),
    };
    step("the site search's first query in each language");
    const search = await measureSearch(servers.site.url);
    step(
      `Lighthouse of the reference and ${LIGHTHOUSE_PAGES.length} page(s), interleaved, mobile and desktop`,
    );
    const lighthouse = await runLighthouse({
      reference: { url: servers.reference.url, paths: ["/"] },
      site: { url: servers.site.url, paths: LIGHTHOUSE_PAGES },
    });
    return { weights, search, lighthouse };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

async function sampleSize(dir) {
  return Number(JSON.parse(await readFile(path.join(dir, "headers-page-1.json"), "utf8"))["X-WP-Total"]);
}

step(`logs in ${logs}`);
const referenceCopy = await builtCopy(path.join(ROOT, "bench", "reference"), "reference");
let measured;
let sampleBuilds;
try {
  const sampleCopy = await builtCopy(ROOT, "sample", async (dir) => ({
    posts: await sampleSize(path.join(dir, "data", "news-sample")),
  }));
  sampleBuilds = sampleCopy.builds;
  try {
    measured = await measureServed(
      path.join(referenceCopy.dir, "public"),
      path.join(sampleCopy.dir, "public"),
    );
  } finally {
    await removeCopy(sampleCopy.dir);
  }
} finally {
  await removeCopy(referenceCopy.dir);
}
const reference = {
  builds: referenceCopy.builds,
  pages: measured.weights.reference,
  lighthouse: measured.lighthouse.reference,
};
const site = {
  builds: { sample: sampleBuilds },
  pages: measured.weights.site,
  search: measured.search,
  lighthouse: measured.lighthouse.site,
};
if (!args.has("--no-large")) {
  const large = await builtCopy(ROOT, "large", async (dir) => ({
    posts: await writeNewsSet(path.join(dir, "data", "news-sample"), LARGE_NEWS_SET),
  }));
  await removeCopy(large.dir);
  site.builds.large = large.builds;
}

if (!args.has("--no-publish")) {
  const { publishing, bucketPublishing } = await measurePublishing({
    large: args.has("--no-large") ? 0 : LARGE_NEWS_SET,
    bucket: !args.has("--no-bucket"),
    logs,
    step,
  });
  site.publishing = publishing;
  if (bucketPublishing) site.bucketPublishing = bucketPublishing;
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
