/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  ContentRefused,
  REFUSAL_VALUES,
  englishRefusal,
} from "../../../publisher/content/content-refused.mjs";
import { LANGUAGES } from "../../../src/shared/i18n/languages";

const refusalWords = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, "../../../data/locales", language, "editor.json"), "utf8"))
    .refusals;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

describe("the content API's refusals", () => {
  it.each(LANGUAGES)(
    "have words in %s for every code, with no placeholder the code has no value for",
    (language) => {
      const words = refusalWords(language);
      expect(Object.keys(words).sort()).toEqual(Object.keys(REFUSAL_VALUES).sort());
      const unknown = Object.entries(REFUSAL_VALUES).flatMap(([code, values]) =>
        placeholders(words[code])
          .filter((name) => !(values as readonly string[]).includes(name))
          .map((name) => `${code}: {${name}}`),
      );
      expect(unknown).toEqual([]);
    },
  );

  it("name every value in their English words, the text any client of the API gets", () => {
    const english = refusalWords("en");
    const unsaid = Object.entries(REFUSAL_VALUES).flatMap(([code, values]) =>
      values.filter((name) => !placeholders(english[code]).includes(name)).map((name) => `${code}: ${name}`),
    );
    expect(unsaid).toEqual([]);
  });

  it("carry their code and values, and say them in English", () => {
    const refused = new ContentRefused(409, "stillUsed", {
      path: "data/team/a.jpg",
      users: "data/team/a.json",
    });
    expect(refused).toMatchObject({ status: 409, code: "stillUsed", values: { users: "data/team/a.json" } });
    expect(refused.message).toBe("data/team/a.jpg is still used by data/team/a.json: change those first.");
    expect(englishRefusal("failed")).toMatch(/^The content could not be read or saved/);
  });
});
