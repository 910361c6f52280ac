// The budgets of bench/budgets.json checked against the figures of a run; one message per broken budget.

const KB = 1024;

/**
 * Whether the machine was quiet enough to judge by: the bare reference, measured in the same run, must score
 * at least `referenceMobilePerformanceMin`. Otherwise the message saying why; null when the run counts.
 */
export function tooNoisy(results, budgets) {
  const reference = results.reference.lighthouse?.mobile?.["/"];
  if (!reference || reference.performance >= budgets.referenceMobilePerformanceMin) return null;
  return (
    `too noisy to judge: the reference scored ${reference.performance} on mobile ` +
    `(< ${budgets.referenceMobilePerformanceMin}), so the machine was too busy for the site's scores to mean anything`
  );
}

/** Budgets relative to the reference measured in the same run (first-load JS, mobile TBT). */
function checkAgainstReference(results, budgets, broken) {
  const referenceJs = results.reference.pages["/"].jsBytes;
  const limitKb = (referenceJs * budgets.firstLoadJsVsReference) / KB;
  for (const [pathname, page] of Object.entries(results.site.pages)) {
    const kb = page.jsBytes / KB;
    if (kb > limitKb) {
      broken.push(
        `first-load JS of ${pathname}: ${kb.toFixed(1)} KB > ${limitKb.toFixed(1)} KB ` +
          `(${budgets.firstLoadJsVsReference} × the reference's ${(referenceJs / KB).toFixed(1)} KB)`,
      );
    }
  }
  const referenceTbt = results.reference.lighthouse?.mobile?.["/"]?.tbtMs;
  if (referenceTbt === undefined) return;
  // Lighthouse counts only what of a task passes 50 ms: a reference at 0 ms would otherwise allow nothing.
  const limitMs = Math.max(referenceTbt * budgets.mobileTbtVsReference, budgets.mobileTbtFloorMs);
  for (const [pathname, scores] of Object.entries(results.site.lighthouse?.mobile ?? {})) {
    if (scores.tbtMs > limitMs) {
      broken.push(
        `mobile Total Blocking Time of ${pathname}: ${scores.tbtMs} ms > ${limitMs} ms ` +
          `(${budgets.mobileTbtVsReference} × the reference's ${referenceTbt} ms)`,
      );
    }
  }
}

export function checkBudgets(results, budgets) {
  const broken = [];
  checkAgainstReference(results, budgets, broken);
  for (const [pathname, page] of Object.entries(results.site.pages)) {
    const kb = page.inlineCssBytes / KB;
    if (kb > budgets.inlineCssKb) {
      broken.push(`CSS inlined into ${pathname}: ${kb.toFixed(1)} KB > ${budgets.inlineCssKb} KB`);
    }
  }
  for (const [pathname, page] of Object.entries(results.site.pages)) {
    if (page.searchBytes > budgets.searchBytesOnPageLoad) {
      broken.push(`an ordinary load of ${pathname} transferred ${page.searchBytes} bytes of the site search`);
    }
  }
  for (const [pathname, page] of Object.entries(results.site.pages)) {
    if (page.editorBytes > budgets.editorBytesOnPageLoad) {
      broken.push(
        `an ordinary load of ${pathname} transferred ${page.editorBytes} bytes of the editor (/admin/)`,
      );
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
  // A publish and a save against the reference's cold build of the same run: a busy machine slows both.
  const referenceCold = results.reference.builds?.cold;
  const withinReference = (seconds, ratio, what) => {
    if (referenceCold === undefined || ratio === undefined) return;
    const limit = referenceCold * ratio;
    if (seconds > limit)
      broken.push(
        `${what}: median ${seconds} s > ${limit.toFixed(1)} s (${ratio} × the reference's cold build of ${referenceCold} s; ${(seconds / referenceCold).toFixed(2)} ×)`,
      );
  };
  for (const [name, publishing] of Object.entries(results.site.publishing ?? {})) {
    withinReference(
      publishing.median,
      budgets.publishToLiveVsReferenceCold[name],
      `publish to live, ${name} site`,
    );
    if (publishing.preview && publishing.preview.median > budgets.draftPreviewMedianS) {
      broken.push(
        `draft preview on the ${name} site: median ${publishing.preview.median} s > ${budgets.draftPreviewMedianS} s`,
      );
    }
    if (publishing.editing)
      withinReference(
        publishing.editing.median,
        budgets.saveToLiveVsReferenceCold[name],
        `an editor's save to live, ${name} site`,
      );
    for (const [action, times] of Object.entries(publishing.editing?.contentApiDuringBuild ?? {})) {
      if (times.p95Ms > budgets.contentApiP95Ms) {
        broken.push(
          `the content API's ${action} during a build on the ${name} site: p95 ${times.p95Ms} ms > ${budgets.contentApiP95Ms} ms (${times.samples} answers)`,
        );
      }
    }
    if (publishing.burst.builds > budgets.burstOfTenMaxBuilds) {
      broken.push(
        `a burst of ten publishes on the ${name} site took ${publishing.burst.builds} builds > ${budgets.burstOfTenMaxBuilds}`,
      );
    }
  }
  // A one-post publish through a bucket uploads what changed, not the site.
  const bucket = results.site.bucketPublishing;
  if (bucket?.releaseObjects) {
    const limit = Math.floor(bucket.releaseObjects * budgets.bucketUploadShareMax);
    bucket.uploads.forEach(({ objects }, index) => {
      if (!(objects <= limit))
        broken.push(
          `publish ${index + 1} through the bucket uploaded ${objects} objects > ${limit} (${budgets.bucketUploadShareMax} × the release's ${bucket.releaseObjects})`,
        );
    });
  }
  return broken;
}
