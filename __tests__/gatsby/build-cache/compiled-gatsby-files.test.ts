/** @jest-environment node */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  COMPILED_DIR,
  COMPILE_INPUTS,
  compileInputsFingerprint,
  compiledIsCurrent,
  rememberCompiled,
} from "../../../gatsby/build-cache/compiled-gatsby-files.mjs";

const run = promisify(execFile);
const repoDir = path.resolve(__dirname, "../../..");

describe("keeping the compiled gatsby-*.ts files of the build before", () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), "compiled-"));
    write("gatsby-node.ts", "export * from './gatsby/create-pages';");
    write("gatsby/create-pages.ts", "export const createPages = () => {};");
    write("data/site.json", "{}");
    write("data/locales/de/common.json", '{"title": "Start"}');
    write("data/jobs/en/welder.json", '{"title": "Welder"}');
    write(path.join(COMPILED_DIR, "gatsby-node.js"), "exports.createPages = () => {};");
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("keeps them until a file the compilation reads changes, but not for a collection's entry", async () => {
    const before = await compileInputsFingerprint(site);
    expect(await compiledIsCurrent(site, before)).toBe(false);
    expect(await rememberCompiled(site, before)).toBe(true);
    expect(await compiledIsCurrent(site, before)).toBe(true);

    write("data/jobs/en/welder.json", '{"title": "Welder (m/f/d)"}');
    expect(await compileInputsFingerprint(site)).toBe(before);
    // The GraphQL types the build writes after a query changed.
    write("src/gatsby-types.d.ts", "declare namespace Queries { type JobsQuery = {} }");
    expect(await compileInputsFingerprint(site)).toBe(before);

    for (const [file, text] of [
      ["data/locales/de/common.json", '{"title": "Startseite"}'],
      ["gatsby/create-pages.ts", "export const createPages = () => undefined;"],
      ["src/pages/new.tsx", "export default () => null;"],
      ["data/site.json", '{"siteUrl": "https://example.com"}'],
    ]) {
      write(file, text);
      const now = await compileInputsFingerprint(site);
      expect(now).not.toBe(before);
      expect(await compiledIsCurrent(site, now)).toBe(false);
    }
  });

  it("compiles again when the output was changed or removed, and records nothing without output", async () => {
    const inputs = await compileInputsFingerprint(site);
    await rememberCompiled(site, inputs);
    write(path.join(COMPILED_DIR, "gatsby-node.js"), "exports.createPages = null;");
    expect(await compiledIsCurrent(site, inputs)).toBe(false);
    await rememberCompiled(site, inputs);
    rmSync(path.join(site, COMPILED_DIR, "gatsby-node.js"));
    expect(await compiledIsCurrent(site, inputs)).toBe(false);
    expect(await rememberCompiled(site, inputs)).toBe(false);
  });

  it("trusts no record it cannot read", async () => {
    const inputs = await compileInputsFingerprint(site);
    write(path.join(COMPILED_DIR, "compiled-from.json"), "{not json");
    expect(await compiledIsCurrent(site, inputs)).toBe(false);
    write(path.join(COMPILED_DIR, "compiled-from.json"), "null");
    expect(await compiledIsCurrent(site, inputs)).toBe(false);
  });
});

// Gatsby's own Parcel set-up compiles the site's gatsby-*.ts files in a copy that holds only COMPILE_INPUTS:
// it fails if they import anything else, so no change a fingerprint misses can leave a stale compilation.
// A cold Parcel run in a process of its own: several seconds on the 2-core machine, more while a build runs.
it("the site's gatsby-*.ts files compile from COMPILE_INPUTS alone", async () => {
  const copy = mkdtempSync(path.join(tmpdir(), "compile-inputs-"));
  try {
    for (const entry of COMPILE_INPUTS)
      cpSync(path.join(repoDir, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(repoDir, "node_modules"), path.join(copy, "node_modules"));
    const script = `
      const { constructParcel, PARCEL_CACHE_DIR } = require("gatsby/dist/utils/parcel/compile-gatsby-files");
      const { LMDBCache } = require("@parcel/cache");
      const root = process.cwd();
      constructParcel(root, new LMDBCache(root + "/" + PARCEL_CACHE_DIR)).run().then(({ bundleGraph }) => {
        const assets = new Set();
        for (const bundle of bundleGraph.getBundles()) bundle.traverseAssets((asset) => { assets.add(asset.filePath); });
        process.stdout.write(JSON.stringify([...assets]));
        process.exit(0);
      }, (error) => { console.error(error.diagnostics ? JSON.stringify(error.diagnostics) : error); process.exit(1); });`;
    const { stdout } = await run(process.execPath, ["-e", script], {
      cwd: copy,
      maxBuffer: 16 * 1024 * 1024,
    });
    const assets: string[] = JSON.parse(stdout.slice(stdout.indexOf("[")));
    const ours = assets.filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
    expect(ours).toEqual(
      expect.arrayContaining([path.join(copy, "gatsby-node.ts"), path.join(copy, "gatsby-config.ts")]),
    );
    for (const file of ours) expect(file.startsWith(`${copy}${path.sep}`)).toBe(true);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}, 180_000);
