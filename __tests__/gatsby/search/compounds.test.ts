/** @jest-environment node */
import { readFileSync, readdirSync } from "node:fs";
import { COLLECTIONS } from "../../../gatsby/collections/collections";
import { readCollection } from "../../../gatsby/collections/entries";
import path from "node:path";
import { COMPOUND_MARK, createCompoundSplitter, markCompounds } from "../../../gatsby/search/compounds.mjs";
import { germanDictionary } from "../../../gatsby/search/german-dictionary.mjs";

describe("the compound splitter over a small dictionary", () => {
  const stems = new Set([
    "Metall",
    "Pulver",
    "Bett",
    "Bau",
    "Teil",
    "Qualität",
    "Einzel",
    "Einzels",
    "Spur",
    "baut",
  ]);
  const words = new Set([...stems, "Sicherung", "Pulvern", "pur", "eilen", "Teilen"]);
  const split = createCompoundSplitter({ isStem: (w) => stems.has(w), isWord: (w) => words.has(w) });

  it("splits a compound into its dictionary words, small letters inside the word", () => {
    expect(split("Metallpulver")).toEqual(["Metall", "pulver"]);
    expect(split("Pulverbett")).toEqual(["Pulver", "bett"]);
    expect(split("Metallpulverbett")).toEqual(["Metall", "pulver", "bett"]);
  });

  it("keeps a Fugen-s with the part before it and lets the last part be any form", () => {
    expect(split("Qualitätssicherung")).toEqual(["Qualitäts", "sicherung"]);
    expect(split("Metallpulvern")).toEqual(["Metall", "pulvern"]);
  });

  it("prefers stems as written, then even parts", () => {
    expect(split("Bauteilen")).toEqual(["Bau", "teilen"]);
    expect(split("Einzelspur")).toEqual(["Einzel", "spur"]);
  });

  it("leaves simple words, names and short words alone", () => {
    expect(split("Pulver")).toBeNull();
    expect(split("Pulverisierung")).toBeNull();
    expect(split("AlSi10Mg")).toBeNull();
    expect(split("MetallPulver")).toBeNull();
    expect(split("Bau")).toBeNull();
  });

  it("marks the compounds of a text and nothing else", () => {
    expect(markCompounds("Das Metallpulver im Pulverbett &hellip; Pulver.", split)).toBe(
      `Das Metall${COMPOUND_MARK}pulver im Pulver${COMPOUND_MARK}bett &hellip; Pulver.`,
    );
  });
});

/**
 * The test set: compounds taken from the site's own German texts, each with the word a visitor would type
 * to find it. The goal is that at least 90 % of them are found.
 */
const TEST_SET: [compound: string, searchedFor: string][] = [
  ["Metallpulvertextur", "pulver"],
  ["Metallpulvern", "pulver"],
  ["Pulverbett", "bett"],
  ["Pulverbettschmelzen", "schmelzen"],
  ["Laserstrahlen", "strahl"],
  ["Datenblatt", "blatt"],
  ["Datenblätter", "blätter"],
  ["Werkstoff", "stoff"],
  ["Werkstoffeigenschaften", "eigenschaften"],
  ["Bauteilgeometrie", "geometrie"],
  ["Bauteilqualität", "teil"],
  ["Schutzgasatmosphäre", "gas"],
  ["Prozessparameter", "parameter"],
  ["Prozessüberwachung", "überwachung"],
  ["Parametersatz", "satz"],
  ["Einzelspurversuchen", "spur"],
  ["Schmelzbadanalyse", "analyse"],
  ["Hochtemperatur", "temperatur"],
  ["Kupferlegierungen", "legierung"],
  ["Superlegierungen", "legierung"],
  ["Qualitätssicherung", "sicherung"],
  ["Pulvercharakterisierung", "charakterisierung"],
  ["Bauraumtemperaturen", "raum"],
  ["Serienfertigung", "fertigung"],
  ["Steuerungssoftware", "software"],
  ["Machbarkeitsstudie", "studie"],
  ["Zugfestigkeit", "festigkeit"],
  ["Aluminiumlegierung", "legierung"],
  ["Bauplattform", "plattform"],
];

/** Every German text of the repository: the locale files and the "de" fields of the collections. */
function germanTexts(): string {
  const root = path.join(__dirname, "../../../data");
  const texts: string[] = [];
  for (const file of readdirSync(path.join(root, "locales/de"))) {
    texts.push(readFileSync(path.join(root, "locales/de", file), "utf8"));
  }
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.de === "string") texts.push(record.de);
    Object.values(record).forEach(walk);
  };
  for (const collection of COLLECTIONS) walk(readCollection(path.join(root, ".."), collection.name));
  walk(JSON.parse(readFileSync(path.join(root, "site.json"), "utf8")));
  return texts.join("\n");
}

describe("the compound splitter over the German dictionary", () => {
  const dictionaryDir = path.dirname(require.resolve("dictionary-de"));
  const split = createCompoundSplitter(
    germanDictionary({
      aff: readFileSync(path.join(dictionaryDir, "index.aff")),
      dic: readFileSync(path.join(dictionaryDir, "index.dic")),
    }),
  );

  it("takes its test set from the site's own German texts", () => {
    const texts = germanTexts();
    expect(TEST_SET.length).toBeGreaterThanOrEqual(20);
    expect(TEST_SET.filter(([compound]) => !new RegExp(`\\b${compound}\\b`, "u").test(texts))).toEqual([]);
  });

  it("finds at least 90 % of the test set by the word a visitor types (a part starts with it)", () => {
    const missed = TEST_SET.filter(
      ([compound, searchedFor]) =>
        !(split(compound) ?? []).some((part) => part.toLowerCase().startsWith(searchedFor)),
    );
    expect(missed.length / TEST_SET.length).toBeLessThanOrEqual(0.1);
  });
});
