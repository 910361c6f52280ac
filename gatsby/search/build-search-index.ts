import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Reporter } from "gatsby";
import { LANGUAGES, type Language } from "../../src/shared/i18n/languages";
import { parseJsonText, readCollection } from "../collections/entries";
import { materialRecords, type MaterialEntry } from "./material-records";

const run = promisify(execFile);

/**
 * The search index of the built site (index-site.mjs, in a process of its own: Pagefind's Node API and the
 * dictionary are ES modules with top-level await, which the compiled gatsby-node cannot require).
 * Returns its report line; a failure throws with Pagefind's message.
 */
export async function buildSearchIndex(repoDir: string, publicDir: string): Promise<string> {
  const read = async (file: string) => parseJsonText(await readFile(path.join(repoDir, file), "utf8"));
  const materials = readCollection(repoDir, "materials") as MaterialEntry[];
  const datasheetLabel = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (language) => {
        const locale = (await read(`data/locales/${language}/applicationcenter.json`)) as {
          materials: { datasheet: string };
        };
        return [language, locale.materials.datasheet] as const;
      }),
    ),
  ) as Record<Language, string>;
  const recordsFile = path.join(repoDir, ".cache", "search-records.json");
  await mkdir(path.dirname(recordsFile), { recursive: true });
  await writeFile(recordsFile, JSON.stringify(materialRecords(materials, datasheetLabel)));
  const { stdout } = await run(
    process.execPath,
    [path.join(repoDir, "gatsby", "search", "index-site.mjs"), publicDir, recordsFile],
    { cwd: repoDir, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.trim();
}

/** The index for the build: its report line, or a failed build naming Pagefind's message (false). */
export async function writeSearchIndex(
  repoDir: string,
  publicDir: string,
  reporter: Reporter,
): Promise<boolean> {
  try {
    reporter.info(await buildSearchIndex(repoDir, publicDir));
    return true;
  } catch (error) {
    const output = error as { stderr?: string; message: string };
    reporter.panicOnBuild(`The search index could not be built: ${output.stderr || output.message}`);
    return false;
  }
}
