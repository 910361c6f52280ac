/** @jest-environment node */
// Saves that meet another's change: another editor's, two at once, a developer's push.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentApiServer, git } from "../../support/content-api-server";

const commitAsDeveloper = (clone: string, message: string) =>
  git(clone, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-q", "-am", message);

describe("the content API", () => {
  const api = contentApiServer();
  const { session, call, persist, entry, commits } = api;

  describe("a save", () => {
    it("of a file someone saved after this editor opened it is refused with 409, naming who and when", async () => {
      const first = await session({ sub: "a", name: "Anna" });
      const second = await session({ sub: "b", name: "Ben" });
      const [job] = (await call(first, "entriesByFolder", { folder: "data/jobs" })).json();
      await call(second, "entriesByFolder", { folder: "data/jobs" });
      const data = JSON.parse(job.data);
      expect((await persist(first, job.file.path, { ...data, location: "us-branch" })).statusCode).toBe(200);
      const stale = await persist(second, job.file.path, {
        ...data,
        title: { ...data.title, en: "Ben's title" },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatch(/was changed by Anna at \d{4}-\d\d-\d\dT/);
      // /admin/ words it in the editor's language from the code and the values (src/admin/refusals.mjs).
      expect(stale.json()).toMatchObject({
        code: "changedBy",
        values: { path: job.file.path, author: "Anna", time: expect.stringMatching(/^\d{4}-/) },
      });
      expect(entry(job.file.path).location).toBe("us-branch");
    });

    it("of two different entries by two editors at once: both", async () => {
      const first = await session({ sub: "a", name: "Anna" });
      const second = await session({ sub: "b", name: "Ben" });
      const jobs = (await call(first, "entriesByFolder", { folder: "data/jobs" })).json();
      await call(second, "entriesByFolder", { folder: "data/jobs" });
      const [a, b] = jobs.map((job: { data: string }) => JSON.parse(job.data));
      const results = await Promise.all([
        persist(first, jobs[0].file.path, { ...a, title: { ...a.title, en: "Anna's title" } }),
        persist(second, jobs[1].file.path, { ...b, title: { ...b.title, en: "Ben's title" } }),
      ]);
      expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
      expect(commits()).toBe(3);
      expect(api.logged).toEqual([]);
    });

    it("takes in what a developer pushed first; a save of a file the developer changed meanwhile is refused (409)", async () => {
      const cookie = await session();
      const [job] = (await call(cookie, "entriesByFolder", { folder: "data/jobs" })).json();
      // A developer changes another file and pushes.
      const developer = path.join(api.dir, "developer");
      git(api.dir, "clone", "-q", api.remote, developer);
      writeFileSync(path.join(developer, "data/locales/en/editor.json"), '{"signOut": "Leave"}\n');
      commitAsDeveloper(developer, "A developer's change");
      git(developer, "push", "-q", "origin", "main");
      const data = JSON.parse(job.data);
      expect((await persist(cookie, job.file.path, { ...data, location: "us-branch" })).statusCode).toBe(200);
      expect(git(api.site, "log", "--format=%s", "-3").split("\n")).toEqual([
        `Update ${job.file.path} (from /admin/)`,
        "A developer's change",
        "The site",
      ]);

      const [other] = (await call(cookie, "entriesByFolder", { folder: "data/jobs" })).json().slice(1);
      const theirs = JSON.parse(readFileSync(path.join(developer, other.file.path), "utf8"));
      writeFileSync(
        path.join(developer, other.file.path),
        JSON.stringify({ ...theirs, title: { ...theirs.title, en: "Developer's title" } }, null, 2) + "\n",
      );
      commitAsDeveloper(developer, "Retitled");
      git(developer, "pull", "-q", "--rebase", "origin", "main");
      git(developer, "push", "-q", "origin", "main");
      const mine = JSON.parse(other.data);
      const refused = await persist(cookie, other.file.path, {
        ...mine,
        title: { ...mine.title, en: "Mine" },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain("was changed by Dev at");
      expect(entry(other.file.path).title.en).toBe("Developer's title");
    });
  });
});
