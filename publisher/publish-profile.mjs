/**
 * Where a publish's time goes (docs/benchmark.md): the publisher's own stages, timed as they run, and the
 * stages Gatsby reports in the build's log.
 */
import { performance } from "node:perf_hooks";

const tenths = (ms) => Math.round(ms / 100) / 10;

/**
 * A clock for one publish: `time(stage, work)` runs `work` and keeps how long it took, failed or not.
 * @param {() => number} [now] Milliseconds (tests pass their own).
 */
export function stageClock(now = () => performance.now()) {
  /** @type {{ stage: string, seconds: number }[]} */
  const stages = [];
  return {
    stages,
    /** @template T @param {string} stage @param {() => Promise<T>} work @returns {Promise<T>} */
    async time(stage, work) {
      const started = now();
      try {
        return await work();
      } finally {
        stages.push({ stage, seconds: tenths(now() - started) });
      }
    },
  };
}

/** The line a release's log ends its profile with: "Profile: build 21.3 s, release 1.2 s, …". */
export const profileLine = (stages) =>
  `Profile: ${stages.map(({ stage, seconds }) => `${stage} ${seconds.toFixed(1)} s`).join(", ")}`;

/** A Gatsby stage line: "success Building static HTML for pages - 2.587s - 2/2 0.77/s". */
const GATSBY_STAGE = /^(?:success|info) (.+?) - (\d+(?:\.\d+)?)s(?: |$)/;
/** The terminal's cursor moves Gatsby writes before a line that replaces its progress line. */
// eslint-disable-next-line no-control-regex
const CURSOR_CODES = /\x1b\[[0-9;]*[A-Za-z]/g;

/**
 * The stages Gatsby reported in a build's log, in their order, each with its seconds (a stage reported
 * twice, as "Checking for changed pages" is, is summed under its first place).
 * @param {string} log
 * @returns {{ stage: string, seconds: number }[]}
 */
export function gatsbyStages(log) {
  const seconds = new Map();
  for (const line of log.split("\n")) {
    const match = GATSBY_STAGE.exec(line.replace(CURSOR_CODES, "").trim());
    if (!match) continue;
    seconds.set(match[1], (seconds.get(match[1]) ?? 0) + Number(match[2]));
  }
  return [...seconds].map(([stage, total]) => ({ stage, seconds: tenths(total * 1000) }));
}
