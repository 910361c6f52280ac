// Answer times sampled while something else runs (the content API's during a build): what the report and
// the budget read of them.

/** The nearest-rank percentile of `values` (`fraction` 0.95 for the 95th); null when there are none. */
export function percentile(values, fraction) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

/** How many answers were timed, and their median, 95th percentile and longest, in ms. */
export function answerTimeSummary(times) {
  return {
    samples: times.length,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: percentile(times, 1),
  };
}
