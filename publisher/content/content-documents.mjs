/**
 * The documents Decap edits, as the checkout holds them, and what a save of one writes: an entry normalised
 * to its schema's shape, a page's texts split back into data/locales/<language>/<namespace>.json.
 */
import { COLLECTIONS, SETTINGS } from "../../gatsby/collections/collections";
import { parseJsonText } from "../../gatsby/collections/entries";
import { normaliseEntry } from "../../gatsby/admin/normalise-entry";
import { orderLike } from "../../gatsby/admin/text-order";
import { isRecord } from "../../src/shared/utils/is-record";
import { ContentPathError } from "./content-paths.mjs";
import { ContentRefused } from "./content-refused.mjs";

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The schema a judged entry or file is held to. */
function schemaOf(judged) {
  const name = judged.kind === "entry" ? judged.collection : judged.name;
  const found = [...COLLECTIONS, ...SETTINGS].find((candidate) => candidate.name === name);
  if (!found) throw new ContentPathError(`No schema for ${judged.path}.`);
  return found.schema;
}

export class ContentDocuments {
  #files;
  #languages;

  /** @param {{ files: import("./safe-files.mjs").ContentFiles, languages: readonly string[] }} options */
  constructor({ files, languages }) {
    this.#files = files;
    this.#languages = languages;
  }

  /** The file a page's texts were last changed in (for "changed by … at …"). */
  textsFile(namespace, language = this.#languages[0]) {
    return `data/locales/${language}/${namespace}.json`;
  }

  /**
   * A page's texts as one document of every language ({ "en": {…}, "de": {…} }, Decap's single_file shape),
   * or null when a language's file is missing.
   */
  async pageTexts(namespace) {
    const texts = {};
    for (const language of this.#languages) {
      const bytes = await this.#files.read(this.textsFile(namespace, language));
      if (bytes === null) return null;
      texts[language] = parseJsonText(bytes.toString("utf8"));
    }
    return texts;
  }

  /** The current bytes of a judged document, or null when there is none. */
  async current(judged) {
    if (judged.kind !== "texts") return this.#files.read(judged.path);
    const texts = await this.pageTexts(judged.namespace);
    return texts === null ? null : Buffer.from(json(texts));
  }

  /** The files a save of `raw` (Decap's JSON text of the document) writes: path → bytes. */
  async writes(judged, raw) {
    let value;
    try {
      value = parseJsonText(String(raw));
    } catch (error) {
      throw new ContentRefused(422, "notJson", { path: judged.path, detail: error.message });
    }
    if (judged.kind !== "texts")
      return [[judged.path, Buffer.from(json(normaliseEntry(value, schemaOf(judged))))]];
    const languages = isRecord(value) ? Object.keys(value).sort() : [];
    if (
      languages.join() !== [...this.#languages].sort().join() ||
      !languages.every((language) => isRecord(value[language]))
    ) {
      throw new ContentRefused(422, "textsExpected", {
        path: judged.path,
        languages: this.#languages.join(", "),
      });
    }
    const current = await this.pageTexts(judged.namespace);
    // Each file keeps the key order it has; a missing one takes the first language's.
    const [main] = this.#languages;
    return this.#languages.map((language) => [
      this.textsFile(judged.namespace, language),
      Buffer.from(json(orderLike(value[language], current?.[language] ?? current?.[main]))),
    ]);
  }
}
