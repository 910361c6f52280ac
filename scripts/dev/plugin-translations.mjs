#!/usr/bin/env node
/**
 * Compiles the site-publisher plugin's translations (wordpress/site-publisher/languages/*.po) into the .mo
 * files WordPress loads; `--check` names each .mo that differs from its .po and exits 1, as a unit test does.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import gettextParser from "gettext-parser";

/** The plugin's translations, from the checkout's root. */
export const LANGUAGES_DIR = path.join("wordpress", "site-publisher", "languages");

/** The .mo bytes of a .po text (without a creation date, so the same .po always gives the same bytes). */
export function compileTranslation(poText) {
  const catalog = gettextParser.po.parse(poText);
  delete catalog.headers["POT-Creation-Date"];
  delete catalog.headers["PO-Revision-Date"];
  return gettextParser.mo.compile(catalog);
}

/** The texts a .po translates (every form filled in), sorted. */
export function translatedTexts(poText) {
  const { translations } = gettextParser.po.parse(poText);
  return Object.values(translations[""] ?? {})
    .filter((entry) => entry.msgid !== "" && entry.msgstr.every((text) => text !== ""))
    .map((entry) => entry.msgid)
    .sort();
}

/** Every .po file of the plugin with the .mo beside it. */
export function translationFiles(dir = LANGUAGES_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".po"))
    .map((name) => ({ po: path.join(dir, name), mo: path.join(dir, name.replace(/\.po$/, ".mo")) }));
}

if (process.argv[1]?.endsWith(path.join("scripts", "dev", "plugin-translations.mjs"))) {
  process.chdir(path.resolve(path.dirname(process.argv[1]), "..", ".."));
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { po, mo } of translationFiles()) {
    const compiled = compileTranslation(readFileSync(po, "utf8"));
    if (!check) writeFileSync(mo, compiled);
    else if (!compiled.equals(readFileSync(mo, { flag: "r" }))) {
      console.error(
        `${path.basename(mo)} does not match ${path.basename(po)}: run node scripts/dev/plugin-translations.mjs`,
      );
      stale += 1;
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}
