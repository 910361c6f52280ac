/**
 * Builds the site search: a Pagefind index of the built pages in public/, one per `<html lang>`
 * (docs/search.md). Run by the build, or alone: `node gatsby/search/index-site.mjs public [cache folder]`.
 */
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import dictionary from "dictionary-de";
import * as pagefind from "pagefind";
import { createCompoundSplitter, markCompounds } from "./compounds.mjs";
import { germanDictionary } from "./german-dictionary.mjs";
import { filesFingerprint } from "../build-cache/remembered-map.mjs";
import { rewriteHtmlText } from "./html-text.mjs";
import { readRememberedSplits, rememberingSplitter, rememberSplits } from "./remembered-splits.mjs";

export const OUTPUT_FOLDER = "pagefind";
const LANG = /<html\b[^>]*\blang="([^"]*)"/i;

/** The HTML files under `dir`, as paths relative to it. */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.startsWith(`${OUTPUT_FOLDER}${path.sep}`))
    .sort();
}

/**
 * When any page marks its body (the layout does on the pages the search finds), Pagefind leaves out every
 * page without the mark: such pages are not sent to it at all (the legacy redirects, the 404 pages, the
 * previews; nearly half of the files and of the time), unless no page has the mark.
 */
const BODY_MARK = "data-pagefind-body";

/** What the compound splits depend on: the code that splits and the dictionary it splits with. */
const splitsFingerprint = () =>
  filesFingerprint(
    ["compounds.mjs", "german-dictionary.mjs"].map((file) => new URL(`./${file}`, import.meta.url)),
    [dictionary.aff, dictionary.dic],
  );

/**
 * @param {{ publicDir: string, cacheDir?: string }} options cacheDir keeps the compound splits between builds
 * @returns {Promise<{ pages: number, languages: string[], dictionaryRead: boolean }>}
 */
export async function indexSite({ publicDir, cacheDir }) {
  const outputPath = path.join(publicDir, OUTPUT_FOLDER);
  // Listed first: a build without pages fails before the dictionary is loaded.
  const files = await htmlFiles(publicDir);
  // Every build writes the whole index anew: nothing of a page that left stays findable.
  await rm(outputPath, { recursive: true, force: true });
  const fingerprint = await splitsFingerprint();
  const remembered = cacheDir ? await readRememberedSplits(cacheDir, fingerprint) : new Map();
  const { split, used, dictionaryRead } = rememberingSplitter(remembered, () =>
    createCompoundSplitter(germanDictionary(dictionary)),
  );
  const { index, errors } = await pagefind.createIndex({ keepIndexUrl: false });
  if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
  try {
    const problems = [];
    const add = async (file, content) => {
      if (LANG.exec(content)?.[1] === "de")
        content = rewriteHtmlText(content, (text) => markCompounds(text, split));
      const added = await index.addHTMLFile({ sourcePath: file, content });
      problems.push(...added.errors.map((error) => `${file}: ${error}`));
    };
    const read = (file) => readFile(path.join(publicDir, file), "utf8");
    // One at a time, in order: Pagefind's index words come out in another order when pages arrive side by
    // side, and a build must write the same index for the same pages.
    const unmarked = [];
    for (const file of files) {
      const content = await read(file);
      if (content.includes(BODY_MARK)) await add(file, content);
      else unmarked.push(file);
    }
    if (unmarked.length === files.length) for (const file of unmarked) await add(file, await read(file));
    if (problems.length > 0) throw new Error(`Pagefind could not index:\n  ${problems.join("\n  ")}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join("; ")}`);
    if (cacheDir) await rememberSplits(cacheDir, fingerprint, used);
    // The site has its own search dialog: Pagefind's ready-made interfaces are not published.
    for (const name of await readdir(outputPath)) {
      if (/^pagefind-(?:component-ui|modular-ui|ui|highlight)\./.test(name))
        await rm(path.join(outputPath, name));
    }
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
  const entry = JSON.parse(await readFile(path.join(outputPath, "pagefind-entry.json"), "utf8"));
  const languages = Object.keys(entry.languages).sort();
  const pages = languages.reduce((sum, language) => sum + entry.languages[language].page_count, 0);
  return { pages, languages, dictionaryRead: dictionaryRead() };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [publicDir = "public", cacheDir] = process.argv.slice(2);
  const result = await indexSite({ publicDir, cacheDir });
  const words = result.dictionaryRead ? "dictionary read for new words" : "every word's split remembered";
  console.log(`Search index: ${result.pages} pages, languages ${result.languages.join(", ")}; ${words}`);
}
