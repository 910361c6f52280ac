/**
 * Whether Gatsby's compilation of the `gatsby-*.ts` files can be kept from the build before. Gatsby compiles
 * them with Parcel into `.cache/compiled/` at the start of every build (2–4 s on the 2-core machine), though
 * a news change never touches them; `scripts/production/gatsby-build.mjs` skips it when every file Parcel may
 * read is byte for byte what the last compilation read and its output is as that compilation left it
 * (docs/publishing.md). Plain ES module: the build's entry point runs before any TypeScript.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** Gatsby's output folder for the compiled files (its COMPILED_CACHE_DIR). */
export const COMPILED_DIR = path.join(".cache", "compiled");

/** The record of the last compilation, inside Gatsby's folder: whatever removes the output removes it too. */
const RECORD = "compiled-from.json";

/**
 * Everything Parcel may read when it compiles `gatsby-config.ts`, `gatsby-node.ts` and the local plugins'
 * `gatsby-node.ts`, relative to the site: more than it reads (all of `src/`), never less, which
 * `__tests__/gatsby/build-cache/compiled-gatsby-files.test.ts` checks against Parcel's own list. The
 * collections' entries (`data/jobs/` …) are not among them: an editor's save of a job keeps the compilation;
 * the page texts and the site settings are, as the compiled files include them. `package-lock.json`
 * stands for Gatsby's and Parcel's versions; `tsconfig.json` and `package.json` set how Parcel compiles.
 */
export const COMPILE_INPUTS = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby",
  "plugins",
  "src",
  path.join("data", "locales"),
  path.join("data", "schemas"),
  path.join("data", "site.json"),
  "package-lock.json",
  "package.json",
  "tsconfig.json",
];

/** The files under `entry` (a file or a folder, relative to `root`), relative to `root`; none if it is missing. */
async function filesUnder(root, entry) {
  let found;
  try {
    found = await readdir(path.join(root, entry), { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOTDIR") return [entry];
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return found
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath ?? item.path, item.name)));
}

/** A fingerprint of the named files' paths and bytes (sorted, so the order of listing does not count). */
async function fingerprint(root, files) {
  const hash = createHash("sha256");
  for (const file of [...files].sort()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** @param {string} siteRoot @returns {Promise<string>} what the compilation would read, as one fingerprint */
export async function compileInputsFingerprint(siteRoot) {
  const files = (await Promise.all(COMPILE_INPUTS.map((entry) => filesUnder(siteRoot, entry)))).flat();
  // Parcel strips types and reads no declaration file; the one the build itself writes (the GraphQL types,
  // src/gatsby-types.d.ts) would otherwise make the build after a changed query compile once more.
  return fingerprint(
    siteRoot,
    files.filter((file) => !file.endsWith(".d.ts")),
  );
}

/** The compiled files as they are now (the record aside), or null when there are none. */
async function outputsFingerprint(siteRoot) {
  const files = (await filesUnder(siteRoot, COMPILED_DIR)).filter((file) => path.basename(file) !== RECORD);
  return files.length === 0 ? null : fingerprint(siteRoot, files);
}

/**
 * True when the compiled files were made from inputs of fingerprint `inputs` and nothing changed them since.
 * @param {string} siteRoot @param {string} inputs from compileInputsFingerprint
 */
export async function compiledIsCurrent(siteRoot, inputs) {
  let record;
  try {
    record = JSON.parse(await readFile(path.join(siteRoot, COMPILED_DIR, RECORD), "utf8"));
  } catch {
    return false;
  }
  const outputs = await outputsFingerprint(siteRoot);
  return outputs !== null && record?.inputs === inputs && record?.outputs === outputs;
}

/**
 * Records that the compiled files now in place were made from `inputs` (fingerprinted before the
 * compilation started: a file changed while it ran makes the next build compile again).
 * @param {string} siteRoot @param {string} inputs
 * @returns {Promise<boolean>} false, recording nothing, when the compilation left no files
 */
export async function rememberCompiled(siteRoot, inputs) {
  const outputs = await outputsFingerprint(siteRoot);
  if (outputs === null) return false;
  const file = path.join(siteRoot, COMPILED_DIR, RECORD);
  await writeFile(`${file}.new`, JSON.stringify({ inputs, outputs }));
  await rename(`${file}.new`, file);
  return true;
}
