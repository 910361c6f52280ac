/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import { writeSearchIndex } from "../../../gatsby/search/build-search-index";

// The index itself is built and searched in the browser tests (e2e/search.spec.ts); here only the failure path.
describe("writeSearchIndex", () => {
  it("fails the build with the reason when the index cannot be built", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "search-index-"));
    const missing = path.join(empty, "public");
    const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
    try {
      const built = await writeSearchIndex(process.cwd(), missing, reporter as unknown as Reporter);
      expect(built).toBe(false);
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^The search index could not be built: [^]*ENOENT[^]*${missing}`)),
      );
      expect(reporter.info).not.toHaveBeenCalled();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
