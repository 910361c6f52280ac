/** @jest-environment node */
/** Every test sits where docs/testing.md says: at the path of what it tests, under __tests__/. */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../..");
const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(path.join(ROOT, file)));
const folders = new Map<string, string[]>();
for (const file of files) {
  const folder = path.posix.dirname(file);
  folders.set(folder, [...(folders.get(folder) ?? []), path.posix.basename(file).split(".")[0]]);
}

/** Where the sources of a test folder are: src/x for __tests__/x, a plugin's src/, or the same path. */
function sourceFolders(testFolder: string): string[] {
  const [top, plugin, ...rest] = testFolder.split("/");
  if (top === "plugins") return [["plugins", plugin, "src", ...rest].join("/"), testFolder];
  return [`src/${testFolder}`, testFolder];
}

// data/ checks the repository's content, support/ holds fakes, repository/ checks the repository itself.
const OWN_FOLDERS = /^__tests__\/(data|support|repository)\//;
const tests = files.filter((file) => /^__tests__\/.*\.test\.tsx?$/.test(file) && !OWN_FOLDERS.test(file));

describe("the tests' layout", () => {
  it("finds the tests", () => {
    expect(tests.length).toBeGreaterThan(100);
  });

  it.each(tests)("%s is named after a source beside which it stands", (test) => {
    const stem = path.posix.basename(test).split(".")[0];
    const sources = sourceFolders(path.posix.dirname(test).slice("__tests__/".length)).flatMap(
      (folder) => folders.get(folder) ?? [],
    );
    // A source's tests may be split by concern: content-api-access.test.ts tests content-api.mjs.
    expect(sources.some((source) => stem === source || stem.startsWith(`${source}-`))).toBe(true);
  });
});
