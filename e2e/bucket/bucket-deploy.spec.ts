/**
 * Releases to the bucket after the first (scripts/test/e2e-bucket.sh put the build there): only what
 * changed goes up, a rollback puts the release before back, a deploy killed mid-upload leaves whole pages
 * and the next one finishes it, and a page opened before a deploy still gets its chunks (docs/hosting.md).
 * Each release is a copy of the build with a change made to it, released with `npm run release`.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PUBLIC_DIR, builtFile, builtPages } from "../support/built-pages";
import {
  bucketGet,
  releasePointer,
  runPublisherCommand,
  uploadedCount,
  websiteOrigin,
} from "../support/bucket";

test.describe.configure({ mode: "serial" });

const sites: string[] = [];
test.afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site folder whose public/ is a copy of the build, changed by `change`. */
function siteWith(change: (publicDir: string) => void): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), "bucket-site-"));
  sites.push(siteDir);
  const publicDir = path.join(siteDir, "public");
  cpSync(PUBLIC_DIR, publicDir, { recursive: true });
  change(publicDir);
  return siteDir;
}

const inPublic = (publicDir: string, page: string) =>
  path.join(publicDir, path.relative(PUBLIC_DIR, builtFile(page)));
const mark = (file: string, marker: string) =>
  writeFileSync(file, readFileSync(file, "utf8").replace("</body>", `<!-- ${marker} --></body>`));
const bodyOf = async (page: string) => (await bucketGet(page)).body.toString("utf8");

test("a change to one page uploads that page, not the site", async () => {
  const site = siteWith((publicDir) => {
    mark(inPublic(publicDir, "/jobs/"), "release two");
    mark(inPublic(publicDir, "/de/jobs/"), "release two");
  });
  const result = await runPublisherCommand("release-current.mjs", site);
  expect(result.code, result.output).toBe(0);
  expect(uploadedCount(result.output)).toBe(2);
  expect(await bodyOf("/jobs/")).toContain("<!-- release two -->");
  expect(await bodyOf("/de/jobs/")).toContain("<!-- release two -->");
});

test("npm run rollback puts the release before back, uploading only what differs", async () => {
  const result = await runPublisherCommand("rollback.mjs", PUBLIC_DIR);
  expect(result.code, result.output).toBe(0);
  expect(uploadedCount(result.output)).toBe(2);
  expect(await bodyOf("/jobs/")).not.toContain("release two");
});

/** Every script, style and page data a page of the bucket names answers 200: the page is whole. */
async function expectWholePages(pages: string[]) {
  const checked = new Map<string, number>();
  for (const page of pages) {
    const html = await bodyOf(page);
    const names = [...html.matchAll(/(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g)].map((match) => match[1]);
    for (const name of names) {
      if (!checked.has(name)) checked.set(name, (await bucketGet(name)).status);
      expect(checked.get(name), `${page} names ${name}`).toBe(200);
    }
  }
}

test("a deploy killed mid-upload leaves every page whole, and the next deploy finishes it", async () => {
  const pages = builtPages();
  test.setTimeout(60_000 + pages.length * 1_000);
  // Every page changes, each a hundred kilobytes larger: the HTML takes long enough to go up to be
  // killed in the middle of it.
  const padding = "x".repeat(100_000);
  const site = siteWith((publicDir) => {
    for (const page of pages) mark(inPublic(publicDir, page), `release three ${padding}`);
  });
  const before = await releasePointer();
  // The HTML goes up in key order, the not-found page first: once it is there, the deploy is mid-upload.
  let polling = false;
  const killed = await runPublisherCommand("release-current.mjs", site, {
    onOutput: (output, child) => {
      if (!output.includes("html to upload") || polling) return;
      polling = true;
      const poll = async () => {
        if (child.exitCode !== null) return;
        if ((await bodyOf("/404.html")).includes("release three")) child.kill("SIGKILL");
        else setTimeout(poll, 10);
      };
      void poll();
    },
  });
  expect(killed.signal, `the deploy ended before it was killed:\n${killed.output}`).toBe("SIGKILL");
  expect((await releasePointer()).live, "the release before is still the live one").toBe(before.live);
  const changed = [];
  for (const page of pages) if ((await bodyOf(page)).includes("release three")) changed.push(page);
  expect(changed.length, "some pages were uploaded").toBeGreaterThan(0);
  expect(changed.length, "not every page was uploaded").toBeLessThan(pages.length);
  await expectWholePages(pages);

  const finished = await runPublisherCommand("release-current.mjs", site);
  expect(finished.code, finished.output).toBe(0);
  expect(
    uploadedCount(finished.output),
    "what the killed deploy uploaded is not sent again",
  ).toBeLessThanOrEqual(pages.length - changed.length);
  for (const page of pages) expect(await bodyOf(page), page).toContain("release three");
  await expectWholePages(pages);
});

test("a page opened before a deploy still gets the chunks it knows, until the grace period ends", async ({
  page,
}) => {
  // A release in which the jobs page's code has changed: its chunk has another name.
  const chunk = readdirSync(PUBLIC_DIR).find((name) =>
    /^component---src-pages-jobs-tsx-[0-9a-f]{20}\.js$/.test(name),
  );
  if (!chunk) throw new Error("the build has no chunk of the jobs page");
  const oldHash = chunk.slice(-23, -3);
  const newHash = [...oldHash].reverse().join("");
  const site = siteWith((publicDir) => {
    renameSync(path.join(publicDir, chunk), path.join(publicDir, chunk.replace(oldHash, newHash)));
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true });
    for (const entry of files) {
      if (!entry.isFile() || !/\.(?:html|js|json)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, "utf8");
      if (text.includes(oldHash)) writeFileSync(file, text.replaceAll(oldHash, newHash));
    }
  });
  // With the browser's data saver on, Gatsby fetches a linked page's chunk on the click, not ahead of it.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
  );
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(`${websiteOrigin()}/`);
  await page.waitForLoadState("networkidle");
  expect(
    requested.filter((url) => url.endsWith(`/${chunk}`)),
    "no chunk of the jobs page yet",
  ).toEqual([]);

  const deployed = await runPublisherCommand("release-current.mjs", site, { graceSeconds: 3600 });
  expect(deployed.code, deployed.output).toBe(0);
  expect((await bucketGet(`/${chunk.replace(oldHash, newHash)}`)).status).toBe(200);

  const oldChunk = page.waitForResponse((response) => response.url().endsWith(`/${chunk}`));
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Jobs" })
    .first()
    .click();
  expect((await oldChunk).status(), "the open page loads the chunk it knows").toBe(200);
  await expect(page).toHaveURL(`${websiteOrigin()}/jobs/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Past the grace period, the next deploy deletes what only releases before had.
  const next = await runPublisherCommand("release-current.mjs", site, { graceSeconds: 0 });
  expect(next.code, next.output).toBe(0);
  expect((await bucketGet(`/${chunk}`)).status, `the old chunk is gone:\n${next.output}`).toBe(403);
});
