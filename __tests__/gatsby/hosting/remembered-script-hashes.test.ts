/** @jest-environment node */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inlineScriptHashes } from "../../../gatsby/hosting/csp";
import { FINGERPRINT_FILES, rememberedScriptHashes } from "../../../gatsby/hosting/remembered-script-hashes";

const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body></body></html>`;

describe("the inline scripts' hashes of the build before", () => {
  let repo: string;
  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), "script-hashes-"));
    for (const file of FINGERPRINT_FILES) {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      copyFileSync(file, path.join(repo, file));
    }
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it("parses only the pages whose HTML changed since the build before, with the same result", async () => {
    const first = jest.fn(inlineScriptHashes);
    const build = await rememberedScriptHashes(repo, first);
    expect(build.hashesOf(page("one()"))).toEqual(inlineScriptHashes(page("one()")));
    expect(build.hashesOf(page("one()"))).toEqual(inlineScriptHashes(page("one()")));
    build.hashesOf(page("two()"));
    expect(first).toHaveBeenCalledTimes(2);
    await build.save();

    const next = jest.fn(inlineScriptHashes);
    const again = await rememberedScriptHashes(repo, next);
    expect(again.hashesOf(page("one()"))).toEqual(inlineScriptHashes(page("one()")));
    expect(next).not.toHaveBeenCalled();
    expect(again.hashesOf(page("three()"))).toEqual(inlineScriptHashes(page("three()")));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("parses every page again when the code that finds the hashes changed", async () => {
    const build = await rememberedScriptHashes(repo);
    build.hashesOf(page("one()"));
    await build.save();
    writeFileSync(path.join(repo, FINGERPRINT_FILES[0]), "// another csp.ts");
    const next = jest.fn(inlineScriptHashes);
    (await rememberedScriptHashes(repo, next)).hashesOf(page("one()"));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("takes nothing from a stored file whose hashes are not script hashes", async () => {
    const build = await rememberedScriptHashes(repo);
    build.hashesOf(page("one()"));
    await build.save();
    const file = path.join(repo, ".cache", "hosting", "inline-script-hashes.json");
    const stored = JSON.parse(readFileSync(file, "utf8"));
    for (const key of Object.keys(stored.entries)) stored.entries[key] = ["'unsafe-inline'"];
    writeFileSync(file, JSON.stringify(stored));

    const next = jest.fn(inlineScriptHashes);
    expect((await rememberedScriptHashes(repo, next)).hashesOf(page("one()"))).toEqual(
      inlineScriptHashes(page("one()")),
    );
    expect(next).toHaveBeenCalledTimes(1);
  });
});
