// Lighthouse 12.8 (Node 20; Lighthouse 13 needs Node 22.19) driving Debian's Chromium through
// chrome-launcher, with the mobile (default) and desktop presets: the four category scores, LCP, TBT, CLS,
// and where the main thread went (script evaluation by bootup-time, all work, the long tasks).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";

const PRESETS = { mobile: undefined, desktop: desktopConfig };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    bootupMs: Math.round(audit("bootup-time")),
    mainThreadMs: Math.round(audit("mainthread-work-breakdown")),
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((task) => ({
      url: task.url.replace(/^https?:\/\/[^/]+/, ""),
      ms: Math.round(task.duration),
    })),
  };
}

/** Runs are noisy on a busy machine: each page is measured RUNS times and the median run is kept. */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

async function once(url, port, config) {
  const options = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  const lhr = (await lighthouse(url, options, config))?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr?.runtimeError?.message}`);
  return figures(lhr);
}

/** The run with the median performance score (ties: the median TBT), with every run's score. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: runs.map((run) => run.performance) };
}

/**
 * `sites` is { [name]: { url, paths } }; returns { [name]: { [preset]: { [path]: figures } } }. The runs of
 * all sites are interleaved (run 1 of every page of every site, then run 2, …), so a change in the
 * machine's load during the measurement falls on the reference and the site alike.
 */
export async function runLighthouse(sites) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const pages = Object.entries(sites).flatMap(([name, { url, paths }]) =>
      paths.map((pathname) => ({ name, url: url + pathname, pathname })),
    );
    const result = Object.fromEntries(Object.keys(sites).map((name) => [name, {}]));
    for (const [preset, config] of Object.entries(PRESETS)) {
      const runs = pages.map(() => []);
      for (let n = 0; n < RUNS; n += 1) {
        for (const [index, page] of pages.entries())
          runs[index].push(await once(page.url, chrome.port, config));
      }
      for (const [index, { name, pathname }] of pages.entries()) {
        result[name][preset] ??= {};
        result[name][preset][pathname] = median(runs[index]);
      }
    }
    return result;
  } finally {
    chrome.kill();
  }
}
