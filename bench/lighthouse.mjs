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

/** { [preset]: { [path]: figures } } for each path of `paths` under `baseUrl`. */
export async function runLighthouse(baseUrl, paths) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = {};
    for (const [preset, config] of Object.entries(PRESETS)) {
      result[preset] = {};
      for (const pathname of paths) {
        const runs = [];
        for (let n = 0; n < RUNS; n += 1) runs.push(await once(baseUrl + pathname, chrome.port, config));
        result[preset][pathname] = median(runs);
      }
    }
    return result;
  } finally {
    chrome.kill();
  }
}
