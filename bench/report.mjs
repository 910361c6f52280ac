// Turns the results into Markdown tables (printed, and fit for docs/benchmark.md) beside the reference's
// figures, and writes bench/results.json.
import { writeFile } from "node:fs/promises";
import { profileRows } from "./publish-profile.mjs";

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (value, reference) => (reference ? `${(value / reference).toFixed(2)}×` : "–");

function table(head, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

function buildTable({ site, reference }) {
  const ref = reference.builds;
  const rows = [["reference (one heading)", ref.cold, ref.warm, "1.00×", "1.00×"]];
  for (const [name, build] of Object.entries(site.builds)) {
    const label = `site, ${name} news (${build.posts} posts)`;
    rows.push([label, build.cold, build.warm, ratio(build.cold, ref.cold), ratio(build.warm, ref.warm)]);
  }
  return table(["build", "cold s", "warm s", "cold × ref", "warm × ref"], rows);
}

function pageTable({ site, reference }) {
  const ref = reference.pages["/"];
  const row = (name, page) => [
    name,
    kb(page.jsBytes),
    page.jsFiles,
    ratio(page.jsBytes, ref.jsBytes),
    kb(page.inlineCssBytes ?? 0),
    kb(page.htmlBytes),
    kb(page.htmlRawBytes),
    ratio(page.htmlBytes, ref.htmlBytes),
    kb(page.transferBytes),
    page.requests,
    ratio(page.transferBytes, ref.transferBytes),
  ];
  const head = [
    "page",
    "first-load JS KB gz",
    "scripts",
    "JS × ref",
    "inlined CSS KB",
    "HTML KB gz",
    "HTML KB",
  ];
  head.push("HTML × ref");
  return table(
    [...head, "transfer KB", "requests", "transfer × ref"],
    [row("reference /", ref), ...Object.entries(site.pages).map(([name, page]) => row(name, page))],
  );
}

function lighthouseTable({ site, reference }) {
  const rows = [];
  for (const preset of ["mobile", "desktop"]) {
    const ref = reference.lighthouse[preset]["/"];
    const row = (name, s) => [
      preset,
      name,
      s.performance,
      s.accessibility,
      s.bestPractices,
      s.seo,
      s.lcpMs,
      ratio(s.lcpMs, ref.lcpMs),
      s.tbtMs,
      ratio(s.tbtMs, ref.tbtMs),
      s.mainThreadMs ?? "–",
      s.bootupMs ?? "–",
      s.cls,
      s.runs.join(" "),
    ];
    rows.push(row("reference /", ref));
    for (const [name, scores] of Object.entries(site.lighthouse[preset])) rows.push(row(name, scores));
  }
  const head = [
    "preset",
    "page",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "LCP ms",
    "LCP × ref",
    "TBT ms",
    "TBT × ref",
    "main thread ms",
    "script ms",
    "CLS",
    "runs",
  ];
  return table(head, rows);
}

/** The mobile median runs' long tasks, longest first: where the main thread was blocked. */
function longTaskTable({ site, reference }) {
  const rows = [];
  const add = (name, scores) => {
    const tasks = [...(scores.longTasks ?? [])].sort((a, b) => b.ms - a.ms).slice(0, 6);
    rows.push([
      name,
      tasks.length
        ? tasks.map((t) => `${t.ms} ${t.url.replace(/-[0-9a-f]{20}\.js$/, "")}`).join(", ")
        : "none",
    ]);
  };
  add("reference /", reference.lighthouse.mobile["/"]);
  for (const [name, scores] of Object.entries(site.lighthouse.mobile)) add(name, scores);
  return table(["page", "longest tasks (ms, script; mobile median run)"], rows);
}

function searchTable({ site }) {
  const onLoad = Object.values(site.pages).reduce((sum, page) => sum + (page.searchBytes ?? 0), 0);
  const rows = Object.entries(site.search ?? {}).map(([language, first]) => [
    language,
    `"${first.query}"`,
    kb(first.bytes),
    first.requests,
    Object.entries(first.files)
      .map(([file, bytes]) => `${file.replace(/^.*\//, "")} ${kb(bytes)}`)
      .join(", "),
  ]);
  rows.push(["every measured page", "(ordinary load)", kb(onLoad), "–", "search files before it is opened"]);
  const editor = Object.values(site.pages).reduce((sum, page) => sum + (page.editorBytes ?? 0), 0);
  rows.push(["every measured page", "(ordinary load)", kb(editor), "–", "files of the editor (/admin/)"]);
  return table(["language", "first query", "KB transferred", "requests", "KB gz by file"], rows);
}

function publishingTable({ site, reference }) {
  // Against the reference's cold build of the same run, as the budgets judge them (bench/budgets.json).
  const cold = reference.builds?.cold;
  const judged = (seconds) => (cold ? `${seconds} (${ratio(seconds, cold)})` : seconds);
  const rows = Object.entries(site.publishing ?? {}).map(([name, p]) => [
    `${name} (${p.posts} posts)`,
    p.firstBuild,
    judged(p.median),
    p.publishToLive.join(" "),
    p.burst.seconds,
    p.burst.builds,
    p.preview ? `${p.preview.median} (${p.preview.runs.join(" ")})` : "–",
    p.editing ? `${judged(p.editing.median)}, runs ${p.editing.saveToLive.join(" ")}` : "–",
    p.editing ? `${kb(p.editing.admin.bytes)} in ${p.editing.admin.files}` : "–",
    p.editing?.admin.firstScreenS ?? "–",
  ]);
  const head = [
    "site",
    "first build s",
    "publish to live s (median; × reference's cold build)",
    "runs",
    "burst of 10: s",
    "builds",
    "draft preview on screen s (median, runs)",
    "editor's save to live s (median; × reference's cold build)",
    "/admin/ KB gz in files",
    "/admin/ first screen after sign-in s",
  ];
  return table(head, rows);
}

/** Publishing through a bucket: the time to its website endpoint and what each publish uploaded. */
function bucketTable({ site, reference }) {
  const b = site.bucketPublishing;
  const cold = reference.builds?.cold;
  const upload = ({ objects, bytes }) => `${objects} (${kb(bytes)} KB)`;
  const row = [
    `sample (${b.posts} posts)`,
    b.firstBuild,
    upload(b.firstUpload),
    b.releaseObjects,
    cold ? `${b.median} (${ratio(b.median, cold)})` : b.median,
    b.publishToLive.join(" "),
    b.uploads.map(upload).join(", "),
  ];
  const head = [
    "site",
    "first build and upload s",
    "first upload: objects (KB)",
    "objects of a release",
    "publish to live through the bucket s (median; × reference's cold build)",
    "runs",
    "each publish uploaded: objects (KB)",
  ];
  return table(head, [row]);
}

/** Where the time of one publish and one save went (the runs of the median), by site. */
function profileTable({ site }) {
  const columns = Object.entries(site.publishing ?? {}).flatMap(([name, p]) => [
    [`publish, ${name} (${p.posts} posts) s`, p.profile?.publish ?? null],
    [`save, ${name} (${p.posts} posts) s`, p.profile?.save ?? null],
  ]);
  if (site.bucketPublishing)
    columns.push([`publish through a bucket s`, site.bucketPublishing.profile ?? null]);
  return table(
    ["stage", ...columns.map(([head]) => head)],
    profileRows(columns.map(([, profile]) => profile)),
  );
}

/** The content API's answers to Decap's reads while a save's build ran, by site and action. */
function contentApiTable({ site }) {
  const rows = Object.entries(site.publishing ?? {}).flatMap(([name, p]) =>
    Object.entries(p.editing?.contentApiDuringBuild ?? {}).map(([action, times]) => [
      `${name} (${p.posts} posts)`,
      action,
      times.samples,
      times.medianMs,
      times.p95Ms,
      times.maxMs,
    ]),
  );
  return table(["site", "read", "answers", "median ms", "p95 ms", "longest ms"], rows);
}

export function reportText(results) {
  return [
    `Benchmark of ${results.date} (Node ${results.node}, ${results.cpus} CPUs, load ${results.load})`,
    "",
    "Build wall time",
    "",
    buildTable(results),
    "",
    "Page weight (first visit, until network idle; KB = 1024 bytes)",
    "",
    pageTable(results),
    "",
    `Lighthouse 12.8 (scores 0–100; the median of ${results.lighthouseRuns} runs by performance, "runs": every run's performance)`,
    "",
    lighthouseTable(results),
    "",
    "Long tasks on mobile (Lighthouse's simulated 4× slower CPU)",
    "",
    longTaskTable(results),
    ...(results.site.search
      ? [
          "",
          "Site search: what the first query transfers, from opening the search to its results",
          "",
          searchTable(results),
        ]
      : []),
    ...(results.site.publishing
      ? [
          "",
          "Publishing: from a post published in WordPress to its page on the live nginx",
          "",
          publishingTable(results),
          "",
          "Where a publish's and a save's time goes (the run of the median; Gatsby's stages from the build's log)",
          "",
          profileTable(results),
          "",
          "The content API while a save's build runs (through nginx, as /admin/ reads it)",
          "",
          contentApiTable(results),
        ]
      : []),
    ...(results.site.bucketPublishing
      ? [
          "",
          "Publishing through a bucket: from a post published in WordPress to its page on the bucket's website endpoint",
          "",
          bucketTable(results),
        ]
      : []),
  ].join("\n");
}

export async function writeResults(results, file) {
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
