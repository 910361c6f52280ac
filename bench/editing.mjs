// "Save to live": seconds from an editor's save at /admin/ (the content API's persistEntry, as Decap sends it)
// until the changed text is on the live nginx's page; what /admin/ transfers and how long it takes until its
// collections show after the sign-in; how fast the content API answers Decap's reads while a save's build
// runs. An editor signs in at the test OpenID provider in Chromium (the session cookie is then the
// browser's); the saves retitle a job in German, one after another, each waited for until live.
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "playwright-core";
import { answerTimeSummary } from "./answer-times.mjs";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
export const OIDC_PORT = 8094;
/** The realm the publisher and the build are told of, on the test provider (scripts/test/servers/oidc/). */
export const EDITOR_REALM = { url: `http://127.0.0.1:${OIDC_PORT}`, realm: "lpbf" };
const EDITOR = { username: "editor@example.com", password: "editor-password" };
const JOB = "process-engineer-lpbf";
const GIVE_UP_MS = 10 * 60 * 1000;
/** Decap's reads while an editor works: a collection's list of entries, and one entry. */
const READS = [
  ["entriesByFolder", { folder: "data/jobs", extension: "json", depth: 1 }],
  ["getEntry", { path: `data/jobs/${JOB}.json` }],
];
/** At most this many rounds of READS during one build, a round every ROUND_EVERY_MS. */
const ROUNDS = 40;
const ROUND_EVERY_MS = 200;
/** The publisher's settling time (PUBLISH_SETTLE_MS, which the benchmark leaves at its default). */
const SETTLE_MS = 1500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => Math.round(ms / 100) / 10;

/** Starts the test OpenID provider unless one answers already; resolves with a function that stops it. */
export async function startEditorSignIn() {
  const discovery = `${EDITOR_REALM.url}/realms/${EDITOR_REALM.realm}/.well-known/openid-configuration`;
  const up = async () => (await fetch(discovery).catch(() => null))?.ok === true;
  if (await up()) return () => {};
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/test/servers/oidc/server.mjs")], {
    env: { ...process.env, OIDC_PORT: String(OIDC_PORT) },
    stdio: "ignore",
  });
  for (let waited = 0; !(await up()); waited += 100) {
    if (waited > 30_000) throw new Error("the test OpenID provider did not start");
    await sleep(100);
  }
  return () => child.kill("SIGTERM");
}

/**
 * Times each of READS, a round at a time, while `building()` says a build runs, for at most ROUNDS rounds.
 * @returns {Promise<Record<string, ReturnType<typeof answerTimeSummary>>>} by action
 */
async function answerTimesDuringBuild(api, building) {
  const times = Object.fromEntries(READS.map(([action]) => [action, []]));
  for (let round = 0; round < ROUNDS && (await building()); round += 1) {
    for (const [action, params] of READS) {
      const started = performance.now();
      const response = await api(action, params);
      if (!response.ok()) throw new Error(`${action} during a build: ${response.status()}`);
      times[action].push(Math.round(performance.now() - started));
    }
    await sleep(ROUND_EVERY_MS);
  }
  return Object.fromEntries(Object.entries(times).map(([action, ms]) => [action, answerTimeSummary(ms)]));
}

/**
 * Signs in at `${siteUrl}/admin/`, then saves `runs` times; `idle` resolves when the publisher has nothing
 * left to build (so each save is measured from a quiet publisher). Then one more save, its build sampled.
 */
export async function measureEditing({ siteUrl, runs, idle }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const admin = { bytes: 0, files: 0 };
    context.on("requestfinished", async (request) => {
      if (!new URL(request.url()).pathname.startsWith("/admin/")) return;
      admin.bytes += (await request.sizes()).responseBodySize;
      admin.files += 1;
    });
    await page.goto(`${siteUrl}/admin/`);
    await page.getByLabel("Username or email").fill(EDITOR.username);
    await page.getByLabel("Password").fill(EDITOR.password);
    const signedIn = Date.now();
    await page.getByRole("button", { name: "Sign in" }).click();
    // The collections are listed (by address: their names are in the editor's language).
    await page.locator('a[href="#/collections/jobs"]').waitFor({ timeout: 60_000 });
    // Decap's first screen: from "Sign in" at the provider until the collections show (report only).
    const loaded = { ...admin, firstScreenS: seconds(Date.now() - signedIn) };

    const api = (action, params) =>
      context.request.post(`${siteUrl}/api/content`, {
        headers: { Origin: siteUrl },
        data: { action, params, branch: "main" },
      });
    const file = `data/jobs/${JOB}.json`;
    /** Retitles the job; resolves with the new title and when the save was sent. */
    const save = async (label) => {
      const entry = await (await api("getEntry", { path: file })).json();
      const data = JSON.parse(entry.data);
      const title = `Prozessingenieur LPBF ${label}-${Date.now().toString(36)} (m/w/d)`;
      const started = Date.now();
      const saved = await api("persistEntry", {
        dataFiles: [
          { path: file, slug: JOB, raw: JSON.stringify({ ...data, title: { ...data.title, de: title } }) },
        ],
        assets: [],
        options: { commitMessage: "bench" },
      });
      if (!saved.ok()) throw new Error(`save ${label}: ${saved.status()} ${await saved.text()}`);
      return { title, started };
    };
    const untilLive = async ({ title, started }, label) => {
      while (!(await (await fetch(`${siteUrl}/de/jobs/`)).text()).includes(title)) {
        if (Date.now() - started > GIVE_UP_MS) throw new Error(`save ${label} never went live`);
        await sleep(250);
      }
      return Date.now() - started;
    };
    const saveToLive = [];
    for (let i = 1; i <= runs; i += 1) {
      saveToLive.push(seconds(await untilLive(await save(String(i)), String(i))));
      await idle();
    }
    const sorted = [...saveToLive].sort((a, b) => a - b);

    // One save more, its build sampled once it has started (after the settling time).
    const building = async () => {
      const status = await context.request.get(`${siteUrl}/api/content/status`);
      return status.ok() && (await status.json()).state === "building";
    };
    const sampled = await save("sampled");
    await sleep(SETTLE_MS + 500);
    const contentApiDuringBuild = await answerTimesDuringBuild(api, building);
    if (Object.values(contentApiDuringBuild).some((times) => times.samples === 0)) {
      throw new Error("the save's build was over before the content API could be read during it");
    }
    await untilLive(sampled, "sampled");
    await idle();
    return {
      admin: loaded,
      saveToLive,
      median: sorted[Math.floor(sorted.length / 2)],
      contentApiDuringBuild,
    };
  } finally {
    await browser.close();
  }
}
