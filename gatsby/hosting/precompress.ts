/**
 * Gzip copies of the build's text files for nginx's `gzip_static` and the preview's sirv, compressed once at
 * the highest level instead of on every request (docs/hosting.md). A copy newer than its file is kept, and so
 * is one that holds the file's bytes: a build writes some files anew with the same bytes (webpack's assets,
 * the editor's page, the meta-refresh pages), and unpacking a copy to compare costs a tenth of packing it.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gunzip, gzip } from "node:zlib";

const compress = promisify(gzip);
const decompress = promisify(gunzip);
const EXTENSIONS = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt"]);
const CONCURRENCY = 8;

export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(full) : Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Whether `<file>.gz` was written after `file` last changed. */
async function compressedSince(file: string): Promise<boolean> {
  const [source, copy] = await Promise.all([stat(file), stat(`${file}.gz`).catch(() => null)]);
  // Strictly newer: the clock of file times ticks coarsely, and a tie is compressed again.
  return copy !== null && copy.isFile() && copy.mtimeMs > source.mtimeMs;
}

/** Whether `<file>.gz` holds `content` (a copy that cannot be read or unpacked does not). */
async function holds(copy: string, content: Buffer): Promise<boolean> {
  try {
    return (await decompress(await readFile(copy))).equals(content);
  } catch {
    return false;
  }
}

async function precompressFile(file: string): Promise<boolean> {
  if (await compressedSince(file)) return true;
  const content = await readFile(file);
  if (await holds(`${file}.gz`, content)) return true;
  const gzipped = await compress(content, { level: constants.Z_BEST_COMPRESSION });
  if (gzipped.length >= content.length) {
    await rm(`${file}.gz`, { force: true });
    return false;
  }
  await writeFile(`${file}.gz`, gzipped);
  return true;
}

/**
 * Writes `<file>.gz` next to every HTML, JS, CSS, JSON, SVG, XML and text file that gains by it, unless an
 * earlier build's is newer than the file or holds its bytes; returns how many there are.
 */
export async function precompress(publicDir: string): Promise<number> {
  const files = await filesBelow(publicDir);
  for (const stale of files.filter((file) => file.endsWith(".gz"))) {
    if (!(await exists(stale.slice(0, -3)))) await rm(stale, { force: true });
  }
  const queue = files.filter((file) => EXTENSIONS.has(path.extname(file)));
  let written = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (await precompressFile(file)) written += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return written;
}
