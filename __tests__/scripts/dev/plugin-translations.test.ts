/** @jest-environment node */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  LANGUAGES_DIR,
  compileTranslation,
  translatedTexts,
  translationFiles,
} from "../../../scripts/dev/plugin-translations.mjs";

const INCLUDES = path.join(LANGUAGES_DIR, "..", "includes");

/** Every text the plugin's PHP passes to a translation function of its text domain. */
function pluginTexts(): string[] {
  const texts = new Set<string>();
  for (const name of readdirSync(INCLUDES)) {
    const php = readFileSync(path.join(INCLUDES, name), "utf8");
    for (const [, text] of php.matchAll(
      /(?:__|esc_html__|esc_attr__|_e)\(\s*'((?:[^'\\]|\\.)*)',\s*'site-publisher'/g,
    )) {
      texts.add(text.replace(/\\'/g, "'"));
    }
    for (const [, singular] of php.matchAll(
      /_n\(\s*'((?:[^'\\]|\\.)*)',\s*'(?:[^'\\]|\\.)*',[^;]*?'site-publisher'/gs,
    )) {
      texts.add(singular.replace(/\\'/g, "'"));
    }
  }
  return [...texts].sort();
}

describe("the site-publisher plugin's translations", () => {
  it("are compiled: each .mo is what its .po gives", () => {
    for (const { po, mo } of translationFiles()) {
      expect(compileTranslation(readFileSync(po, "utf8")).equals(readFileSync(mo))).toBe(true);
    }
  });

  it("translate every text of the plugin into German, and nothing else", () => {
    const translated = translatedTexts(
      readFileSync(path.join(LANGUAGES_DIR, "site-publisher-de_DE.po"), "utf8"),
    );
    expect(pluginTexts().length).toBeGreaterThan(10);
    expect(translated).toEqual(pluginTexts());
  });
});
