/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkBudgets, tooNoisy } from "../../bench/budgets.mjs";

const budgets = JSON.parse(readFileSync(path.join(__dirname, "../../bench/budgets.json"), "utf8")) as Record<
  string,
  unknown
>;
const KB = 1024;

const scores = (performance: number, tbtMs: number) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs,
});

/** A run where everything holds: reference 65 KB of JS and 40 ms TBT, the site within the budgets. */
function passingRun() {
  return {
    reference: {
      builds: { cold: 30 },
      pages: { "/": { jsBytes: 65 * KB } },
      lighthouse: { mobile: { "/": scores(100, 40) } },
    },
    site: {
      pages: { "/": { jsBytes: 80 * KB, inlineCssBytes: 14 * KB, searchBytes: 0, editorBytes: 0 } },
      lighthouse: { mobile: { "/": scores(97, 110) } },
      builds: { sample: { cold: 75 } },
    },
  };
}

describe("the benchmark's budgets", () => {
  it("hold for a site within them", () => {
    expect(checkBudgets(passingRun(), budgets)).toEqual([]);
    expect(tooNoisy(passingRun(), budgets)).toBeNull();
  });

  it("measure first-load JS against the reference of the same run", () => {
    const run = passingRun();
    run.site.pages["/"].jsBytes = 85 * KB; // 1.31 × 65 KB
    expect(checkBudgets(run, budgets)).toEqual([
      expect.stringMatching(/^first-load JS of \/: 85\.0 KB > 84\.5 KB \(1\.3 × the reference's 65\.0 KB\)/),
    ]);
    run.reference.pages["/"].jsBytes = 70 * KB;
    expect(checkBudgets(run, budgets)).toEqual([]);
  });

  it("measure mobile TBT against three times the reference's, with a floor for a reference at zero", () => {
    const run = passingRun();
    run.site.lighthouse.mobile["/"].tbtMs = 121;
    expect(checkBudgets(run, budgets)).toEqual([expect.stringContaining("121 ms > 120 ms")]);
    run.reference.lighthouse.mobile["/"].tbtMs = 0;
    run.site.lighthouse.mobile["/"].tbtMs = 50;
    expect(checkBudgets(run, budgets)).toEqual([]);
  });

  it("limit the CSS inlined into a page", () => {
    const run = passingRun();
    run.site.pages["/"].inlineCssBytes = 15 * KB + 1;
    expect(checkBudgets(run, budgets)).toEqual([
      expect.stringMatching(/^CSS inlined into \/: 15\.0 KB > 15 KB/),
    ]);
  });

  it("allow no byte of the editor's page on an ordinary page", () => {
    const run = passingRun();
    run.site.pages["/"].editorBytes = 1;
    expect(checkBudgets(run, budgets)).toEqual([
      "an ordinary load of / transferred 1 bytes of the editor (/admin/)",
    ]);
  });

  it("want a publish live within 0.45 × the reference's cold build on the sample site, 0.6 × on the large", () => {
    const publishing = (sample: number, large: number) => ({
      sample: { median: sample, burst: { builds: 1 } },
      large: { median: large, burst: { builds: 1 } },
    });
    const run = (sample: number, large: number) => ({
      ...passingRun(),
      site: { ...passingRun().site, publishing: publishing(sample, large) },
    });
    expect(checkBudgets(run(13.5, 18), budgets)).toEqual([]);
    expect(checkBudgets(run(13.6, 18.1), budgets)).toEqual([
      "publish to live, sample site: median 13.6 s > 13.5 s (0.45 × the reference's cold build of 30 s; 0.45 ×)",
      "publish to live, large site: median 18.1 s > 18.0 s (0.6 × the reference's cold build of 30 s; 0.60 ×)",
    ]);
  });

  it("want an editor's save live within 0.6 × the reference's cold build (the median)", () => {
    const publishing = (median: number) => ({
      large: { median: 10, burst: { builds: 1 }, editing: { median, saveToLive: [median] } },
    });
    expect(
      checkBudgets({ ...passingRun(), site: { ...passingRun().site, publishing: publishing(18) } }, budgets),
    ).toEqual([]);
    expect(
      checkBudgets(
        { ...passingRun(), site: { ...passingRun().site, publishing: publishing(24.9) } },
        budgets,
      ),
    ).toEqual([
      "an editor's save to live, large site: median 24.9 s > 18.0 s (0.6 × the reference's cold build of 30 s; 0.83 ×)",
    ]);
  });

  it("want the content API's reads answered within 1 s (the 95th percentile) while a build runs", () => {
    const during = (p95Ms: number) => ({
      large: {
        median: 10,
        burst: { builds: 1 },
        editing: {
          median: 10,
          saveToLive: [10],
          contentApiDuringBuild: {
            entriesByFolder: { samples: 40, medianMs: 80, p95Ms, maxMs: 1400 },
            getEntry: { samples: 40, medianMs: 20, p95Ms: 60, maxMs: 300 },
          },
        },
      },
    });
    const run = (p95Ms: number) => ({
      ...passingRun(),
      site: { ...passingRun().site, publishing: during(p95Ms) },
    });
    expect(checkBudgets(run(1000), budgets)).toEqual([]);
    expect(checkBudgets(run(1001), budgets)).toEqual([
      "the content API's entriesByFolder during a build on the large site: p95 1001 ms > 1000 ms (40 answers)",
    ]);
  });

  it("want each publish through a bucket to upload at most 5 % of the release's objects", () => {
    const throughBucket = (objects: number[]) => ({
      ...passingRun(),
      site: {
        ...passingRun().site,
        bucketPublishing: {
          releaseObjects: 1640,
          uploads: objects.map((count) => ({ objects: count, bytes: count * 1000 })),
        },
      },
    });
    expect(checkBudgets(throughBucket([12, 82]), budgets)).toEqual([]);
    expect(checkBudgets(throughBucket([12, 83, Number.NaN]), budgets)).toEqual([
      "publish 2 through the bucket uploaded 83 objects > 82 (0.05 × the release's 1640)",
      "publish 3 through the bucket uploaded NaN objects > 82 (0.05 × the release's 1640)",
    ]);
  });

  it("want a performance of 95 and 100 in the other categories", () => {
    const run = passingRun();
    run.site.lighthouse.mobile["/"] = { ...scores(94, 100), seo: 92 };
    expect(checkBudgets(run, budgets)).toEqual([
      "Lighthouse mobile performance of /: 94 < 95 (short by 1)",
      "Lighthouse mobile seo of /: 92 < 100 (short by 8)",
    ]);
  });

  it("judge nothing when the reference scored below 99: the machine was too busy", () => {
    const run = passingRun();
    run.reference.lighthouse.mobile["/"].performance = 98;
    expect(tooNoisy(run, budgets)).toMatch(/^too noisy to judge: the reference scored 98/);
  });
});
