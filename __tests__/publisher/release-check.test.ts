/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REQUIRED_FILES, checkRelease, readNewsReport } from "../../publisher/release-check.mjs";

let dir: string;
const write = (file: string, content = "") => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "release-check-"));
  for (const file of REQUIRED_FILES) write(file);
  write("news/index.html", '<a href="/news/kept/">kept</a>');
  write("news/kept/index.html");
  // The build names a page by the decoded slug (plugins/source-wordpress-news, judgeSlug).
  write("de/news/größer/index.html");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const post = (id: number, slug: string, visible: boolean) => ({ id, slug, visible });
/** A build's news report: post 1 is "kept" (en), post 3 "größer" (de). */
const report = (leftOut: [number, string][] = []) => ({
  built: new Map([
    [1, { language: "en", slug: "kept" }],
    [3, { language: "de", slug: "größer" }],
  ]),
  leftOut: new Map(leftOut),
});

describe("the check before a release goes live, by the build's news report", () => {
  it("passes a release that has every file and shows exactly the visible posts", async () => {
    const changes = {
      posts: [post(1, "kept", true), post(2, "trashed", false), post(3, "gr%c3%b6%c3%9fer", true)],
    };
    expect(await checkRelease(dir, changes, report())).toEqual({ problems: [], warnings: [] });
  });

  it("names a missing host file", async () => {
    rmSync(path.join(dir, "nginx-csp.conf"));
    expect((await checkRelease(dir, { posts: [] }, report())).problems).toEqual([
      "nginx-csp.conf is missing",
    ]);
  });

  it("names a published post the build did not read (WordPress answered an old list)", async () => {
    expect((await checkRelease(dir, { posts: [post(4, "new-post", true)] }, report())).problems).toEqual([
      "post 4 (new-post) is published but the build did not read it",
    ]);
  });

  it("leaves a post trashed while its own build ran to the next build, with a warning", async () => {
    const changes = { posts: [post(4, "trashed-meanwhile", true)] };
    const checked = await checkRelease(dir, changes, report(), new Set([4]));
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual([
      "post 4 (trashed-meanwhile) is published but the build did not read it, but it changed again meanwhile: the next build takes that in",
    ]);
  });

  it("leaves a post published again while the build ran to the next build, and still names the others", async () => {
    const changes = { posts: [post(1, "kept", false), post(4, "new-post", true)] };
    const checked = await checkRelease(dir, changes, report(), new Set([1]));
    expect(checked.problems).toEqual(["post 4 (new-post) is published but the build did not read it"]);
    expect(checked.warnings).toEqual([
      "post 1 (kept) left WordPress but still has a page, but it changed again meanwhile: the next build takes that in",
    ]);
  });

  it("names a built post whose page is missing", async () => {
    rmSync(path.join(dir, "news", "kept"), { recursive: true });
    expect((await checkRelease(dir, { posts: [post(1, "kept", true)] }, report())).problems).toEqual([
      "post 1 (kept) was built but its page is missing",
    ]);
  });

  describe("a renamed post, by the live release's report", () => {
    /** The live release had post 1 as "old-name" (en) and post 3 as "größer" (de). */
    const before = () => ({
      built: new Map([
        [1, { language: "en", slug: "old-name" }],
        [3, { language: "de", slug: "größer" }],
      ]),
      leftOut: new Map(),
    });
    const renamed = { posts: [post(1, "kept", true)] };

    it("passes when the old page is gone and no listing links it", async () => {
      expect(await checkRelease(dir, renamed, report(), new Set(), before())).toEqual({
        problems: [],
        warnings: [],
      });
    });

    it("names an old page still there, and a listing that still links it", async () => {
      write("news/old-name/index.html");
      write("de/news/index.html", '<a href="/de/news/old-name/">alt</a>');
      expect((await checkRelease(dir, renamed, report(), new Set(), before())).problems).toEqual([
        "post 1 moved from old-name to kept but its old page is still there",
        "de/news/index.html still links post 1 (old-name), which left",
      ]);
    });

    it("leaves the old page to the post that has it now, and a post renamed again to the next build", async () => {
      write("news/old-name/index.html");
      const taken = {
        ...report(),
        built: new Map([...report().built, [5, { language: "en", slug: "old-name" }]]),
      };
      expect((await checkRelease(dir, renamed, taken, new Set(), before())).problems).toEqual([]);
      const checked = await checkRelease(dir, renamed, report(), new Set([1]), before());
      expect(checked.problems).toEqual([]);
      expect(checked.warnings).toEqual([
        "post 1 moved from old-name to kept but its old page is still there, but it changed again meanwhile: the next build takes that in",
      ]);
    });
  });

  it("warns of a published post the build left out by its rules, instead of failing", async () => {
    const leftOut = report([[4, 'language "fr" is not one of the site\'s']]);
    expect(await checkRelease(dir, { posts: [post(4, "nouveau", true)] }, leftOut)).toEqual({
      problems: [],
      warnings: [`post 4 has no page: the build left it out (language "fr" is not one of the site's)`],
    });
  });

  it("names a post that left but was built, or is still linked from a listing or the sitemap", async () => {
    write("sitemap-0.xml", "<loc>https://x.test/news/gone/</loc>");
    write("de/news/index.html", '<a href="/de/news/gr%C3%B6%C3%9Fer/">größer</a>');
    const { problems } = await checkRelease(
      dir,
      { posts: [post(1, "kept", false), post(5, "gone", false), post(6, "gr%c3%b6%c3%9fer", false)] },
      { ...report(), built: new Map([[1, { language: "en", slug: "kept" }]]) },
    );
    expect(problems).toEqual([
      "post 1 (kept) left WordPress but still has a page",
      "de/news/index.html still links post 6 (größer), which left",
      "sitemap-0.xml still links post 5 (gone), which left",
    ]);
  });

  it("passes a post that left when a newer post has taken its slug", async () => {
    expect(await checkRelease(dir, { posts: [post(9, "kept", false)] }, report())).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it.each([
    ["encoded dots, which decode to the folder above", "%2e%2e"],
    ["an encoded slash", "news%2f..%2f.."],
    ["an encoded backslash", "..%5c.."],
  ])("never looks for the page of a slug with %s", async (_, slug) => {
    expect(
      await checkRelease(dir, { posts: [post(46, slug, false), post(2, "trashed", false)] }, report()),
    ).toEqual({ problems: [], warnings: [] });
  });
});

describe("the check without a news report (a build command of one's own), by the slug rule and the files", () => {
  it("passes what is as it should be", async () => {
    const changes = {
      posts: [post(1, "kept", true), post(2, "trashed", false), post(3, "gr%c3%b6%c3%9fer", true)],
    };
    expect(await checkRelease(dir, changes)).toEqual({ problems: [], warnings: [] });
  });

  it("names a published post without a page and one that left but still has its page", async () => {
    expect(
      (await checkRelease(dir, { posts: [post(4, "new-post", true), post(1, "kept", false)] })).problems,
    ).toEqual([
      "post 4 (new-post) is published but has no page",
      "post 1 (kept) left WordPress but still has a page",
      "news/index.html still links post 1 (kept), which left",
    ]);
  });

  it("judges a slug of encoded dots by the build's rule: a warning, never the page above", async () => {
    const { problems, warnings } = await checkRelease(dir, {
      posts: [post(46, "%2e%2e", true), post(47, "%2e%2e", false), post(2, "trashed", false)],
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^post 46: its slug "%2e%2e" /)]);
  });
});

describe("the build's news report", () => {
  it("is read as the built posts' pages and the left-out posts' reasons, ignoring malformed entries", async () => {
    write(
      "report.json",
      JSON.stringify({
        posts: [
          { id: 1, language: "en", slug: "kept" },
          { id: 2, language: "de", slug: "%2e%2e" },
          { id: "x", language: "en", slug: "a" },
        ],
        leftOut: [{ id: 4, reason: "bad slug" }, { id: "x" }, null],
      }),
    );
    expect(await readNewsReport(path.join(dir, "report.json"))).toEqual({
      built: new Map([[1, { language: "en", slug: "kept" }]]),
      leftOut: new Map([[4, "bad slug"]]),
    });
  });

  it("is none when the build wrote none, or nonsense", async () => {
    expect(await readNewsReport(path.join(dir, "missing.json"))).toBeNull();
    write("report.json", "{");
    expect(await readNewsReport(path.join(dir, "report.json"))).toBeNull();
    write("report.json", "{}");
    expect(await readNewsReport(path.join(dir, "report.json"))).toBeNull();
  });
});
