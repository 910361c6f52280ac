// "Save to live": seconds from an editor's save at /admin/ (the content API's persistEntry, as Decap sends it)
// until the changed text is on the live nginx's page, and what /admin/ transfers until its collections
// show. An editor signs in at the test OpenID provider in Chromium (the session cookie is then the
// browser's); the saves retitle a job in German, one after another, each waited for until live.
import { spawn } from "node:child_process";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
export const OIDC_PORT = 8094;
/** The realm the publisher and the build are told of, on the test provider (scripts/test/servers/oidc/). */
export const EDITOR_REALM = { url: `http://127.0.0.1:${OIDC_PORT}`, realm: "lpbf" };
const EDITOR = { username: "editor@example.com", password: "editor-password" };
const JOB = "process-engineer-lpbf";
const GIVE_UP_MS = 10 * 60 * 1000;

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
 * Signs in at `${siteUrl}/admin/`, then saves `runs` times; `idle` resolves when the publisher has nothing
 * left to build (so each save is measured from a quiet publisher).
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
    await page.getByRole("button", { name: "Sign in" }).click();
    // The collections are listed (by address: their names are in the editor's language).
    await page.locator('a[href="#/collections/jobs"]').waitFor({ timeout: 60_000 });
    const loaded = { ...admin };

    const api = (action, params) =>
      context.request.post(`${siteUrl}/api/content`, {
        headers: { Origin: siteUrl },
        data: { action, params, branch: "main" },
      });
    const saveToLive = [];
    for (let i = 1; i <= runs; i += 1) {
      const file = `data/jobs/${JOB}.json`;
      const entry = await (await api("getEntry", { path: file })).json();
      const data = JSON.parse(entry.data);
      const title = `Prozessingenieur LPBF ${i}-${Date.now().toString(36)} (m/w/d)`;
      const started = Date.now();
      const saved = await api("persistEntry", {
        dataFiles: [
          { path: file, slug: JOB, raw: JSON.stringify({ ...data, title: { ...data.title, de: title } }) },
        ],
        assets: [],
        options: { commitMessage: "bench" },
      });
      if (!saved.ok()) throw new Error(`save ${i}: ${saved.status()} ${await saved.text()}`);
      while (!(await (await fetch(`${siteUrl}/de/jobs/`)).text()).includes(title)) {
        if (Date.now() - started > GIVE_UP_MS) throw new Error(`save ${i} never went live`);
        await sleep(250);
      }
      saveToLive.push(seconds(Date.now() - started));
      await idle();
    }
    const sorted = [...saveToLive].sort((a, b) => a - b);
    return { admin: loaded, saveToLive, median: sorted[Math.floor(sorted.length / 2)] };
  } finally {
    await browser.close();
  }
}
