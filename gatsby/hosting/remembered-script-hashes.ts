/**
 * The inline scripts' hashes of the pages of the build before (gatsby/build-cache/remembered-map.mjs): a page
 * whose HTML did not change has the same hashes, and parsing a page again costs about 3 ms on the 2-core
 * machine (over a thousand pages at 500 news posts). The fingerprint names the code that found them
 * (csp.ts) and its HTML parser.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { filesFingerprint, readRememberedMap, writeRememberedMap } from "../build-cache/remembered-map.mjs";
import { inlineScriptHashes } from "./csp";

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const PAGE_KEY = /^[A-Za-z0-9+/]{43}=$/;

/** What a page's hashes depend on besides its HTML: the code that finds them and its HTML parser. */
export const FINGERPRINT_FILES = ["gatsby/hosting/csp.ts", "node_modules/htmlparser2/package.json"];

const isEntry = (key: string, value: unknown) =>
  PAGE_KEY.test(key) &&
  Array.isArray(value) &&
  value.every((hash) => typeof hash === "string" && SCRIPT_HASH.test(hash));

/**
 * inlineScriptHashes of each page, from the build before where its HTML is the same; `save` keeps this build's
 * pages for the next. `compute` is inlineScriptHashes (a test counts its calls).
 */
export async function rememberedScriptHashes(repoDir: string, compute = inlineScriptHashes) {
  const file = path.join(repoDir, ".cache", "hosting", "inline-script-hashes.json");
  const print = await filesFingerprint(FINGERPRINT_FILES.map((name) => path.join(repoDir, name)));
  const remembered = await readRememberedMap<string[]>(file, print, isEntry);
  const used = new Map<string, string[]>();
  return {
    hashesOf(html: string): string[] {
      const key = createHash("sha256").update(html).digest("base64");
      const hashes = used.get(key) ?? remembered.get(key) ?? compute(html);
      used.set(key, hashes);
      return hashes;
    },
    save: () => writeRememberedMap(file, print, used),
  };
}
