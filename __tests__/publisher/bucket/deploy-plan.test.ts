/** @jest-environment node */
import { planDeletions, planUploads } from "../../../publisher/bucket/deploy-plan.mjs";

const EMPTY = "d41d8cd98f00b204e9800998ecf8427e";
const file = (md5: string) => ({ kind: "file" as const, md5, file: `/release/${md5}` });
const redirect = (location: string) => ({ kind: "redirect" as const, location });

describe("planUploads", () => {
  const release = new Map<string, ReturnType<typeof file> | ReturnType<typeof redirect>>([
    ["index.html", file("aa")],
    ["app-4e1f0c2b9a8d7e6f5a4b.js", file("bb")],
    ["page-data/index/page-data.json", file("cc")],
    ["page-data/app-data.json", file("dd")],
    ["kontakt", redirect("/#contact")],
    ["kontakt/index.html", redirect("/#contact")],
  ]);

  it("uploads everything to an empty bucket, assets first and app data last", () => {
    const phases = planUploads(release, new Map(), null).map((uploads) => uploads.map(([key]) => key));
    expect(phases).toEqual([
      ["app-4e1f0c2b9a8d7e6f5a4b.js"],
      [],
      ["page-data/index/page-data.json"],
      ["index.html", "kontakt", "kontakt/index.html"],
      ["page-data/app-data.json"],
    ]);
  });

  it("sends only the files whose hash the bucket lacks, and redirects whose target changed", () => {
    const remote = new Map([
      ["index.html", "aa"],
      ["app-4e1f0c2b9a8d7e6f5a4b.js", "bb"],
      ["page-data/index/page-data.json", "old"],
      ["page-data/app-data.json", "dd"],
      ["kontakt", EMPTY],
      ["kontakt/index.html", EMPTY],
    ]);
    const live = { redirects: { kontakt: "/#contact", "kontakt/index.html": "/kontakt/" } };
    expect(
      planUploads(release, remote, live)
        .flat()
        .map(([key]) => key),
    ).toEqual(["page-data/index/page-data.json", "kontakt/index.html"]);
  });

  it("writes a redirect where a page was, even when the live release's manifest is missing", () => {
    const remote = new Map([
      ["kontakt", "aa"],
      ["kontakt/index.html", EMPTY],
    ]);
    expect(
      planUploads(release, remote, null)
        .flat()
        .map(([key]) => key),
    ).toContain("kontakt");
  });
});

describe("planDeletions", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const manifest = (...keys: string[]) => ({
    files: Object.fromEntries(keys.map((key) => [key, "x"])),
    redirects: {},
  });
  const hour = 3_600_000;
  const manifests = new Map([
    ["r1", manifest("index.html", "app-1.js", "old-page/index.html")],
    ["r2", manifest("index.html", "app-2.js")],
    ["r3", manifest("index.html", "app-3.js")],
  ]);
  const remote = new Map(
    ["index.html", "app-1.js", "app-2.js", "app-3.js", "old-page/index.html", "mine.txt"].map((key) => [
      key,
      "x",
    ]),
  );

  it("deletes what only releases gone longer than the grace period had, and forgets those releases", () => {
    const history = [
      { id: "r1", since: "2026-11-27T00:00:00Z", until: "2026-11-28T00:00:00Z" },
      { id: "r2", since: "2026-11-28T00:00:00Z", until: "2026-11-29T11:30:00Z" },
      { id: "r3", since: "2026-11-29T11:30:00Z", until: null },
    ];
    const plan = planDeletions({ history, manifests, remote, now, graceMs: hour });
    expect(plan.keys).toEqual(["app-1.js", "old-page/index.html"]);
    expect(plan.history.map((entry: { id: string }) => entry.id)).toEqual(["r2", "r3"]);
    expect(plan.manifests).toEqual(["r1"]);
  });

  it("keeps the files of a release put back by a rollback, and the keys no release named", () => {
    const history = [
      { id: "r1", since: "2026-11-27T00:00:00Z", until: "2026-11-28T00:00:00Z" },
      { id: "r2", since: "2026-11-28T00:00:00Z", until: "2026-11-28T01:00:00Z" },
      { id: "r1", since: "2026-11-28T01:00:00Z", until: null },
    ];
    const plan = planDeletions({ history, manifests, remote, now, graceMs: hour });
    expect(plan.keys).toEqual(["app-2.js"]);
    expect(plan.manifests).toEqual(["r2"]);
    expect(plan.keys).not.toContain("mine.txt");
  });

  it("deletes nothing within the grace period", () => {
    const history = [
      { id: "r2", since: "2026-11-28T00:00:00Z", until: "2026-11-29T11:59:00Z" },
      { id: "r3", since: "2026-11-29T11:59:00Z", until: null },
    ];
    expect(planDeletions({ history, manifests, remote, now, graceMs: hour }).keys).toEqual([]);
  });
});
