/** @jest-environment node */
// Which paths the content API reads and writes, and the ones it refuses.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { contentApiServer, git } from "../../support/content-api-server";

describe("the content API", () => {
  const api = contentApiServer();
  const { session, call, persist, commits } = api;

  describe("what may be read and written", () => {
    it.each([
      "../package.json",
      "data/../package.json",
      "data/jobs/../../gatsby-node.ts",
      "data/jobs/%2e%2e/x.json",
      "data%2fjobs/x.json",
      "data\\jobs\\x.json",
      "/etc/passwd",
      "data/jobs/.hidden.json",
      ".git/hooks/pre-commit",
      "package.json",
      "gatsby-node.ts",
      "data/schemas/jobs.schema.json",
      "data/redirects.json",
      "data/jobs/x\u0000.json",
    ])("refuses %j with 400 and changes nothing", async (file) => {
      const cookie = await session();
      const before = git(api.site, "status", "--porcelain");
      const response = await persist(cookie, file, { id: "x" });
      expect(response.statusCode).toBe(400);
      expect(git(api.site, "status", "--porcelain")).toBe(before);
      expect(commits()).toBe(1);
      expect((await call(cookie, "getEntry", { path: file })).statusCode).toBe(400);
    });

    it("refuses a path through a link planted in data/", async () => {
      const cookie = await session();
      const outside = path.join(api.dir, "outside");
      mkdirSync(outside);
      execFileSync("ln", ["-s", outside, path.join(api.site, "data/images/team/linked")]);
      const response = await call(cookie, "persistMedia", {
        asset: { path: "data/images/team/linked/x.png", content: "", encoding: "base64" },
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
