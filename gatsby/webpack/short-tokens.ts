import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Shorter names for the design tokens in the emitted CSS: `var(--color-primary-900)` becomes `var(--0)`.
 * Every page inlines its CSS, which reads the tokens 200-odd times; their names were 2.4 KB of the home
 * page's. Only the custom properties declared in src/styles/tokens.css are renamed, in the order they are
 * declared there; those components set from JavaScript (--stagger-index, --site-image-width, …) keep
 * theirs. The renaming runs over every CSS file of the browser build each time it is built, cached or
 * not, so all files of a build agree. Development builds keep the readable names.
 */
export const TOKENS_FILE = path.resolve(__dirname, "..", "..", "src", "styles", "tokens.css");

/** The token names declared in `css`, mapped to `--0`, `--1`, … `--z`, `--10`, … in their order. */
export function tokenMap(css: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, token] of css.matchAll(/(--[A-Za-z0-9_-]+)\s*:/g)) {
    if (!map.has(token)) map.set(token, `--${map.size.toString(36)}`);
  }
  return map;
}

/** `css` with every token renamed, where it is declared and where it is read. */
export function renameTokens(css: string, map: Map<string, string>): string {
  return css.replace(/--[A-Za-z0-9_-]+/g, (name) => map.get(name) ?? name);
}

interface Asset {
  source(): string | Buffer;
}

interface Compilation {
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, run: (assets: Record<string, Asset>) => void): void;
    };
  };
  updateAsset(name: string, source: unknown): void;
}

interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { RawSource: new (text: string) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

/** The webpack plugin: renames the tokens in every CSS file the browser build emits. */
export class ShortTokensPlugin {
  constructor(private readonly map = tokenMap(readFileSync(TOKENS_FILE, "utf8"))) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("ShortTokensPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "ShortTokensPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith(".css")) continue;
            compilation.updateAsset(
              name,
              new sources.RawSource(renameTokens(String(asset.source()), this.map)),
            );
          }
        },
      );
    });
  }
}
