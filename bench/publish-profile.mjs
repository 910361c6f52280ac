// Where a publish's time goes: of the profiles of a series of publishes (or saves), the run of the median
// total, and a table of its stages beside the others' (docs/benchmark.md). The publisher times its own
// stages; Gatsby's come from the build's log (publisher/publish-profile.mjs).

/** Gatsby's lines that sum others up rather than time a stage of their own (onPostBuild: its parts are timed). */
const SUMMARIES = new Set(["bootstrap finished", "onPostBuild"]);
/** Gatsby's stages shorter than this in every column are counted together. */
const SHOWN_FROM_S = 0.3;

const tenths = (value) => Math.round(value * 10) / 10;

/**
 * @typedef {{ seconds: number, publisher: { stage: string, seconds: number }[],
 *   gatsby: { stage: string, seconds: number }[] }} Profile
 */

/** The profile of the run whose total is the median (the lower middle of an even count); null of none. */
export function medianProfile(/** @type {Profile[]} */ profiles) {
  const sorted = profiles.filter(Boolean).sort((a, b) => a.seconds - b.seconds);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The rows of the profiles side by side: the publisher's stages, the build's split into Gatsby's longer
 * stages and "the rest of the build" (starting Node and Gatsby, and the short stages), then the total.
 * @param {(Profile | null)[]} profiles One per column.
 * @returns {(string | number)[][]}
 */
export function profileRows(profiles) {
  const seconds = (profile, list, stage) =>
    profile?.[list].find((entry) => entry.stage === stage)?.seconds ?? null;
  const gatsby = [
    ...new Set(profiles.flatMap((profile) => profile?.gatsby.map(({ stage }) => stage) ?? [])),
  ].filter(
    (stage) =>
      !SUMMARIES.has(stage) &&
      profiles.some((profile) => (seconds(profile, "gatsby", stage) ?? 0) >= SHOWN_FROM_S),
  );
  const cell = (value) => (value === null ? "–" : tenths(value));
  const stages = [
    ...new Set(profiles.flatMap((profile) => profile?.publisher.map(({ stage }) => stage) ?? [])),
  ];
  const rows = [];
  for (const stage of stages) {
    rows.push([stage, ...profiles.map((profile) => cell(seconds(profile, "publisher", stage)))]);
    if (stage !== "build") continue;
    for (const step of gatsby)
      rows.push([`· ${step}`, ...profiles.map((profile) => cell(seconds(profile, "gatsby", step)))]);
    rows.push([
      "· the rest of the build (Node and Gatsby starting, shorter stages)",
      ...profiles.map((profile) => {
        const build = seconds(profile, "publisher", "build");
        if (build === null) return "–";
        const shown = gatsby.reduce((sum, step) => sum + (seconds(profile, "gatsby", step) ?? 0), 0);
        return tenths(Math.max(0, build - shown));
      }),
    ]);
  }
  rows.push(["publish to live, this run", ...profiles.map((profile) => cell(profile?.seconds ?? null))]);
  return rows;
}
