/**
 * Gzip copies of the build's text files for nginx's `gzip_static` and the preview's sirv, compressed once at
 * the highest level instead of on every request (docs/hosting.md).
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";

const compress = promisify(gzip);
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

async function precompressFile(file: string): Promise<boolean> {
  const content = await readFile(file);
  const gzipped = await compress(content, { level: constants.Z_BEST_COMPRESSION });
  if (gzipped.length >= content.length) {
    await rm(`${file}.gz`, { force: true });
    return false;
  }
  await writeFile(`${file}.gz`, gzipped);
  return true;
}

/** Writes `<file>.gz` next to every HTML, JS, CSS, JSON, SVG, XML and text file; returns how many. */
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
