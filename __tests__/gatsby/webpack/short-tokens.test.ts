/** @jest-environment node */
import { readFileSync } from "node:fs";
import { renameTokens, ShortTokensPlugin, tokenMap, TOKENS_FILE } from "../../../gatsby/webpack/short-tokens";

const TOKENS = ":root { --color-text: #1e2327; --space-1: 0.25rem; --space-10: 4rem; }";

describe("tokenMap", () => {
  it("names the tokens --0, --1, … in the order tokens.css declares them", () => {
    expect([...tokenMap(TOKENS)]).toEqual([
      ["--color-text", "--0"],
      ["--space-1", "--1"],
      ["--space-10", "--2"],
    ]);
  });

  it("gives every token of the site a name of its own", () => {
    const map = tokenMap(readFileSync(TOKENS_FILE, "utf8"));
    expect(map.size).toBeGreaterThan(30);
    expect(new Set(map.values()).size).toBe(map.size);
  });
});

describe("renameTokens", () => {
  const map = tokenMap(TOKENS);

  it("renames a token where it is declared and wherever var() reads it, whole names only", () => {
    expect(
      renameTokens(
        ":root{--space-1:4px;--space-10:4rem}.a{margin:var(--space-1) var(--space-10);color:var(--color-text)}",
        map,
      ),
    ).toBe(":root{--1:4px;--2:4rem}.a{margin:var(--1) var(--2);color:var(--0)}");
  });

  it("leaves the custom properties that are not tokens alone, with their fallbacks", () => {
    const css =
      ".b{--stagger-index:2;padding-bottom:var(--consent-banner-height, 0px);transition-delay:calc(var(--stagger-index, 0) * 75ms)}";
    expect(renameTokens(css, map)).toBe(css);
  });
});

describe("ShortTokensPlugin", () => {
  it("renames the tokens in the CSS files of a build and leaves the other files alone", () => {
    let run: (assets: Record<string, { source(): string }>) => void = () => undefined;
    const updated: Record<string, string> = {};
    const compilation = {
      hooks: { processAssets: { tap: (_options: unknown, callback: typeof run) => (run = callback) } },
      updateAsset: (name: string, source: { text: string }) => (updated[name] = source.text),
    };
    new ShortTokensPlugin(tokenMap(TOKENS)).apply({
      webpack: {
        Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 },
        sources: {
          RawSource: class {
            constructor(readonly text: string) {}
          },
        },
      },
      hooks: {
        thisCompilation: {
          tap: (_name, callback) => callback(compilation as unknown as Parameters<typeof callback>[0]),
        },
      },
    });
    run({
      "app.1a2b.css": { source: () => ".a{color:var(--color-text)}" },
      "app-1a2b.js": { source: () => "var x='--color-text'" },
    });
    expect(updated).toEqual({ "app.1a2b.css": ".a{color:var(--0)}" });
  });
});
