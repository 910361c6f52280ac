/** @jest-environment node */
// A save of entries and page texts: checked, normalised, committed, pushed, and a build asked for.
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentApiServer, git } from "../../support/content-api-server";

describe("the content API", () => {
  const api = contentApiServer();
  const { session, call, persist, entry, commits } = api;

  describe("a save", () => {
    it("is checked, written, committed with the editor as author, pushed, and a build is asked for", async () => {
      const cookie = await session();
      const [job] = (
        await call(cookie, "entriesByFolder", { folder: "data/jobs", extension: "json", depth: 1 })
      ).json();
      const data = JSON.parse(job.data);
      const changed = { ...data, title: { ...data.title, de: "Neuer Titel" }, order: undefined };
      const response = await persist(cookie, job.file.path, changed);
      expect(response.statusCode).toBe(200);
      expect(entry(job.file.path).title.de).toBe("Neuer Titel");
      expect(git(api.site, "log", "-1", "--format=%an <%ae>|%s")).toBe(
        `Erika Editor <editor@example.com>|Update ${job.file.path} (from /admin/)`,
      );
      expect(git(api.remote, "rev-parse", "main")).toBe(git(api.site, "rev-parse", "HEAD"));
      expect(api.saves).toEqual([[job.file.path]]);
    });

    it("that breaks the build's rules is refused with 422 and the build's message; nothing written", async () => {
      const cookie = await session();
      const [job] = (await call(cookie, "entriesByFolder", { folder: "data/jobs" })).json();
      const data = JSON.parse(job.data);
      const response = await persist(cookie, job.file.path, {
        ...data,
        title: { en: data.title.en, de: "" },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe(`${job.file.path}: field "title.de": must not be empty`);
      expect(entry(job.file.path)).toEqual(JSON.parse(job.data));
      expect(commits()).toBe(1);
      expect(api.saves).toEqual([]);
    });

    it("of technical data out of range is refused with the build's message: a material's, a machine's", async () => {
      const cookie = await session();
      const materials = (await call(cookie, "entriesByFolder", { folder: "data/materials" })).json();
      const { file, data } = materials.find((found: { file: { path: string } }) =>
        found.file.path.endsWith("/in718.json"),
      );
      const in718 = JSON.parse(data);
      const stretched = in718.values.findIndex((row: { property: string }) => row.property === "elongation");
      in718.values[stretched].value = 120;
      in718.composition[0] = { element: "Ni", min: 55, max: 50 };
      const refused = await persist(cookie, file.path, in718);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toContain(
        `field "composition[0].min": the minimum 55 is above the maximum 50`,
      );
      expect(refused.json().error).toContain(
        `field "values[${stretched}].value": elongation of 120 % is outside 0–100 %`,
      );

      const products = (await call(cookie, "entriesByFolder", { folder: "data/products" })).json();
      const midi = products.find((found: { file: { path: string } }) =>
        found.file.path.endsWith("/aconity-midi.json"),
      );
      const machine = JSON.parse(midi.data);
      const hot = machine.specifications.findIndex(
        (row: { property: string }) => row.property === "preheating",
      );
      machine.specifications[hot] = { property: "preheating", value: "3000", dimensions: [] };
      const tooHot = await persist(cookie, midi.file.path, machine);
      expect(tooHot.statusCode).toBe(422);
      expect(tooHot.json().error).toBe(
        `${midi.file.path}: field "specifications[${hot}].value": preheating of 3000 °C is outside 20–1500 °C`,
      );
      expect(commits()).toBe(1);
      expect(api.saves).toEqual([]);
    });

    it("that changes nothing is done without a commit", async () => {
      const cookie = await session();
      const [job] = (await call(cookie, "entriesByFolder", { folder: "data/jobs" })).json();
      expect((await persist(cookie, job.file.path, JSON.parse(job.data))).statusCode).toBe(200);
      expect(commits()).toBe(1);
      expect(api.saves).toEqual([]);
    });

    it("normalises what Decap sends: a cleared photo is null, a number sent as text a number, the schema's order", async () => {
      const cookie = await session();
      const members = (await call(cookie, "entriesByFolder", { folder: "data/team" })).json();
      const member = JSON.parse(members[0].data);
      const { id, ...rest } = member;
      const response = await persist(cookie, members[0].file.path, {
        ...rest,
        order: String(member.order),
        image: "",
        id,
      });
      expect(response.statusCode).toBe(200);
      const saved = readFileSync(path.join(api.site, members[0].file.path), "utf8");
      expect(JSON.parse(saved)).toEqual({ ...member, image: null });
      expect(Object.keys(JSON.parse(saved))).toEqual(Object.keys(member));
      expect(saved.endsWith("}\n")).toBe(true);
    });

    it("of a page's texts writes both languages' files, and refuses texts one language lacks", async () => {
      const cookie = await session();
      const [document] = (
        await call(cookie, "entriesByFiles", { files: [{ path: "data/locales/jobs.json", label: "Jobs" }] })
      ).json();
      const texts = JSON.parse(document.data);
      expect(Object.keys(texts)).toEqual(["en", "de"]);
      texts.de.hero.title = "Nur auf Deutsch geändert";
      // Decap writes the keys of a larger object in any order: the files keep theirs.
      const reversed = (value: object) => Object.fromEntries(Object.entries(value).reverse());
      texts.en = reversed(texts.en);
      texts.de = { ...reversed(texts.de), hero: reversed(texts.de.hero) };
      expect((await persist(cookie, "data/locales/jobs.json", texts)).statusCode).toBe(200);
      expect(entry("data/locales/de/jobs.json").hero.title).toBe("Nur auf Deutsch geändert");
      expect(git(api.site, "show", "--name-only", "--format=", "HEAD")).toBe("data/locales/de/jobs.json");
      expect(git(api.site, "show", "--numstat", "--format=", "HEAD")).toBe("1\t1\tdata/locales/de/jobs.json");

      const [again] = (
        await call(cookie, "entriesByFiles", { files: [{ path: "data/locales/jobs.json" }] })
      ).json();
      const uneven = JSON.parse(again.data);
      delete uneven.de.hero.lead;
      const refused = await persist(cookie, "data/locales/jobs.json", uneven);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toContain('data/locales/de/jobs.json: "hero.lead" is missing');
    });
  });
});
