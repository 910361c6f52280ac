// The budgets of bench/budgets.json checked against the figures of a run; one message per broken budget.
import { readFileSync } from "node:fs";

export const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8"));

const KB = 1024;

export function checkBudgets(results) {
  const broken = [];
  for (const [pathname, page] of Object.entries(results.site.pages)) {
    const limitKb = budgets.firstLoadJsKb[pathname] ?? budgets.firstLoadJsKb["*"];
    const kb = page.jsBytes / KB;
    if (kb > limitKb) {
      broken.push(
        `first-load JS of ${pathname}: ${kb.toFixed(1)} KB > ${limitKb} KB (over by ${(kb - limitKb).toFixed(1)} KB)`,
      );
    }
  }
  for (const [pathname, page] of Object.entries(results.site.pages)) {
    if (page.searchBytes > budgets.searchBytesOnPageLoad) {
      broken.push(`an ordinary load of ${pathname} transferred ${page.searchBytes} bytes of the site search`);
    }
  }
  for (const [language, first] of Object.entries(results.site.search ?? {})) {
    const kb = first.bytes / KB;
    const limitKb = budgets.searchFirstQueryKb[language] ?? budgets.searchFirstQueryKb["*"];
    if (kb > limitKb) {
      broken.push(
        `the first ${language} query ("${first.query}") transferred ${kb.toFixed(1)} KB > ${limitKb} KB`,
      );
    }
  }
  for (const [pathname, scores] of Object.entries(results.site.lighthouse?.mobile ?? {})) {
    for (const [category, min] of Object.entries(budgets.lighthouseMobileMin)) {
      if (scores[category] < min) {
        broken.push(
          `Lighthouse mobile ${category} of ${pathname}: ${scores[category]} < ${min} (short by ${min - scores[category]})`,
        );
      }
    }
  }
  const cold = results.site.builds.sample?.cold;
  if (cold !== undefined && cold > budgets.coldBuildSampleS) {
    broken.push(
      `cold build of the sample site: ${cold} s > ${budgets.coldBuildSampleS} s (over by ${(cold - budgets.coldBuildSampleS).toFixed(1)} s)`,
    );
  }
  for (const [name, publishing] of Object.entries(results.site.publishing ?? {})) {
    const limit = budgets.publishToLiveMedianS[name];
    if (limit !== undefined && publishing.median > limit) {
      broken.push(`publish to live, ${name} site: median ${publishing.median} s > ${limit} s`);
    }
    if (publishing.preview && publishing.preview.median > budgets.draftPreviewMedianS) {
      broken.push(
        `draft preview on the ${name} site: median ${publishing.preview.median} s > ${budgets.draftPreviewMedianS} s`,
      );
    }
    if (publishing.burst.builds > budgets.burstOfTenMaxBuilds) {
      broken.push(
        `a burst of ten publishes on the ${name} site took ${publishing.burst.builds} builds > ${budgets.burstOfTenMaxBuilds}`,
      );
    }
  }
  return broken;
}
