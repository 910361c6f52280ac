/** @jest-environment node */
/**
 * The content API as Decap CMS meets it: the real routes, store and git over a copy of the repository's
 * data/ in a git repository of the test's own (with a bare remote), tokens signed with a key pair of the
 * test's own. What the real OpenID provider, nginx and Decap add is e2e/editing.spec.ts's.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import sharp from "sharp";
import { contentLayout } from "../../../gatsby/admin/content-layout";
import { siteRoutes } from "../../../gatsby/locales/site-routes";
import { ContentStore } from "../../../publisher/content/content-store.mjs";
import { registerContentApi } from "../../../publisher/content/content-routes.mjs";
import { sessionKey } from "../../../publisher/content/editor-session.mjs";
import { editorTokenChecker } from "../../../publisher/content/editor-token.mjs";
import { GitRepository } from "../../../publisher/content/git-repository.mjs";
import { ReadVersions } from "../../../publisher/content/read-versions.mjs";
import { ContentFiles } from "../../../publisher/content/safe-files.mjs";
import { Serial } from "../../../publisher/content/serial.mjs";
import { createPublisherServer } from "../../../publisher/server.mjs";

const REPO = path.resolve(__dirname, "../../..");
const ISSUER_URL = "https://sso.example.test";
const REALM = "staff";
const ORIGIN = "http://site.test";
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: ReturnType<typeof createLocalJWKSet>;
beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256" }] });
});

/** An access token as Keycloak issues it, changed by `claims`. */
function accessToken(claims: Record<string, unknown> = {}, key = keys.privateKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    typ: "Bearer",
    azp: "shop_frontend",
    realm_access: { roles: ["content-editor"] },
    name: "Erika Editor",
    email: "editor@example.com",
    iss: `${ISSUER_URL}/realms/${REALM}`,
    sub: "editor-1",
    iat: now,
    exp: now + 300,
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .sign(key);
}

/** A small real picture, as an editor's camera or image program makes it. */
const picture = (format: "jpeg" | "png", width = 16, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: "#2a7" } })
    .toFormat(format)
    .toBuffer();

describe("the content API", () => {
  let dir: string;
  let site: string;
  let remote: string;
  let saves: string[][];
  let logged: string[];
  let app: ReturnType<typeof createPublisherServer>;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "content-api-"));
    site = path.join(dir, "site");
    remote = path.join(dir, "remote.git");
    for (const part of ["data", "static/files", "src/pages"]) {
      cpSync(path.join(REPO, part), path.join(site, part), { recursive: true });
    }
    git(dir, "init", "-q", "-b", "main", site);
    git(site, "add", "-A");
    git(site, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "The site");
    git(dir, "init", "-q", "--bare", "-b", "main", remote);
    git(site, "push", "-q", remote, "main");
    saves = [];
    logged = [];
    app = createPublisherServer({
      secret: "s".repeat(40),
      queue: { accept: async () => "started" },
      status: () => ({ state: "idle" }),
    });
    const namespaces = ["common", "jobs", "team", "editor"];
    registerContentApi(app, {
      checkToken: editorTokenChecker({
        url: ISSUER_URL,
        realm: REALM,
        clientId: "shop_frontend",
        role: "content-editor",
        keys: jwks,
      }),
      key: sessionKey("s".repeat(40)),
      store: new ContentStore({
        files: new ContentFiles(site),
        git: new GitRepository({
          root: site,
          remote,
          branch: "main",
          committer: { name: "Site publisher", email: "publisher@example.test" },
        }),
        layout: contentLayout(namespaces),
        languages: ["en", "de"],
        routes: siteRoutes(path.join(site, "src", "pages")),
        versions: new ReadVersions(),
        serial: new Serial(),
        onSaved: (paths: string[]) => saves.push(paths),
      }),
      status: () => ({
        state: "idle",
        liveSince: null,
        lastBuildFailed: false,
        lastError: null,
        nextTry: null,
      }),
      secureCookies: false,
      log: (line: string) => logged.push(line),
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const headers = { origin: ORIGIN, host: "site.test" };

  /** A session cookie for a fresh sign-in. */
  async function session(claims: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: "POST",
      url: "/api/content/session",
      headers: { ...headers, authorization: `Bearer ${await accessToken(claims)}` },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^site_editor=[^;]+; Path=\/api\/content; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    return cookie.split(";")[0];
  }

  const call = (cookie: string, action: string, params: object) =>
    app.inject({
      method: "POST",
      url: "/api/content",
      headers: { ...headers, cookie, "content-type": "application/json" },
      payload: JSON.stringify({ action, params, branch: "main" }),
    });

  const entry = (file: string) => JSON.parse(readFileSync(path.join(site, file), "utf8"));
  const commits = () => Number(git(site, "rev-list", "--count", "HEAD"));

  async function persist(cookie: string, file: string, data: unknown, assets: object[] = []) {
    return call(cookie, "persistEntry", {
      dataFiles: [{ path: file, slug: path.basename(file, ".json"), raw: JSON.stringify(data) }],
      assets,
      options: { commitMessage: "x" },
    });
  }

  describe("who may use it", () => {
    it.each([
      ["no token", undefined],
      ["a token of another key", "other-key"],
      ["an expired token", { exp: Math.floor(Date.now() / 1000) - 60 }],
      ["another issuer's token", { iss: "https://evil.example.test/realms/staff" }],
      ["another client's token", { azp: "other_client" }],
      ["an ID token", { typ: "ID" }],
    ])("refuses %s with 401", async (_case, change) => {
      let token: string | undefined;
      if (change === "other-key") token = await accessToken({}, (await generateKeyPair("RS256")).privateKey);
      else if (change) token = await accessToken(change as Record<string, unknown>);
      const response = await app.inject({
        method: "POST",
        url: "/api/content/session",
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("refuses a signed-in member of staff without the editor's role with 403, naming the role", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/content/session",
        headers: {
          ...headers,
          authorization: `Bearer ${await accessToken({ realm_access: { roles: ["staff"] } })}`,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toContain('"content-editor"');
    });

    it("refuses every action without a session, and a session sent from another origin", async () => {
      expect(
        (await call("site_editor=forged.value", "entriesByFolder", { folder: "data/jobs" })).statusCode,
      ).toBe(401);
      const cookie = await session();
      const foreign = await app.inject({
        method: "POST",
        url: "/api/content",
        headers: {
          origin: "https://evil.example",
          host: "site.test",
          cookie,
          "content-type": "application/json",
        },
        payload: JSON.stringify({ action: "entriesByFolder", params: { folder: "data/jobs" } }),
      });
      expect(foreign.statusCode).toBe(403);
    });

    it("answers malformed requests with a 4xx", async () => {
      const cookie = await session();
      for (const payload of [
        "{",
        "[]",
        '{"action":"rm"}',
        '{"action":"__proto__"}',
        '{"action":"constructor"}',
      ]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/content",
          headers: { ...headers, cookie, "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode).toBe(400);
      }
    });
  });

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
      const before = git(site, "status", "--porcelain");
      const response = await persist(cookie, file, { id: "x" });
      expect(response.statusCode).toBe(400);
      expect(git(site, "status", "--porcelain")).toBe(before);
      expect(commits()).toBe(1);
      expect((await call(cookie, "getEntry", { path: file })).statusCode).toBe(400);
    });

    it("refuses a path through a link planted in data/", async () => {
      const cookie = await session();
      const outside = path.join(dir, "outside");
      mkdirSync(outside);
      execFileSync("ln", ["-s", outside, path.join(site, "data/images/team/linked")]);
      const response = await call(cookie, "persistMedia", {
        asset: { path: "data/images/team/linked/x.png", content: "", encoding: "base64" },
      });
      expect(response.statusCode).toBe(400);
    });
  });

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
      expect(git(site, "log", "-1", "--format=%an <%ae>|%s")).toBe(
        `Erika Editor <editor@example.com>|Update ${job.file.path} (from /admin/)`,
      );
      expect(git(remote, "rev-parse", "main")).toBe(git(site, "rev-parse", "HEAD"));
      expect(saves).toEqual([[job.file.path]]);
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
      expect(saves).toEqual([]);
    });

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
      expect(logged).toEqual([]);
    });

    it("that changes nothing is done without a commit", async () => {
      const cookie = await session();
      const [job] = (await call(cookie, "entriesByFolder", { folder: "data/jobs" })).json();
      expect((await persist(cookie, job.file.path, JSON.parse(job.data))).statusCode).toBe(200);
      expect(commits()).toBe(1);
      expect(saves).toEqual([]);
    });

    it("of a new team member with a photo, then its removal", async () => {
      const cookie = await session();
      await call(cookie, "entriesByFolder", { folder: "data/team" });
      const jpeg = (await picture("jpeg")).toString("base64");
      const member = {
        $schema: "../schemas/team.schema.json",
        id: "new-colleague",
        order: 99,
        name: "New Colleague",
        position: "sales",
        role: { en: "Sales", de: "Vertrieb" },
        image: "images/team/new-colleague.jpg",
      };
      const response = await persist(cookie, "data/team/new-colleague.json", member, [
        { path: "data/images/team/new-colleague.jpg", content: jpeg, encoding: "base64" },
      ]);
      expect(response.statusCode).toBe(200);
      expect(existsSync(path.join(site, "data/images/team/new-colleague.jpg"))).toBe(true);
      expect(git(site, "show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
        "data/images/team/new-colleague.jpg",
        "data/team/new-colleague.json",
      ]);

      // Its photo is in use: it cannot be deleted before the member.
      const photo = await call(cookie, "deleteFile", { path: "data/images/team/new-colleague.jpg" });
      expect(photo.statusCode).toBe(409);
      expect(photo.json().error).toContain("data/team/new-colleague.json");
      expect((await call(cookie, "deleteFile", { path: "data/team/new-colleague.json" })).statusCode).toBe(
        200,
      );
      expect(existsSync(path.join(site, "data/team/new-colleague.json"))).toBe(false);
      expect(
        (await call(cookie, "deleteFile", { path: "data/images/team/new-colleague.jpg" })).statusCode,
      ).toBe(200);
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
      const saved = readFileSync(path.join(site, members[0].file.path), "utf8");
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
      expect(git(site, "show", "--name-only", "--format=", "HEAD")).toBe("data/locales/de/jobs.json");
      expect(git(site, "show", "--numstat", "--format=", "HEAD")).toBe("1\t1\tdata/locales/de/jobs.json");

      const [again] = (
        await call(cookie, "entriesByFiles", { files: [{ path: "data/locales/jobs.json" }] })
      ).json();
      const uneven = JSON.parse(again.data);
      delete uneven.de.hero.lead;
      const refused = await persist(cookie, "data/locales/jobs.json", uneven);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toContain('data/locales/de/jobs.json: "hero.lead" is missing');
    });

    it("of an SVG with a script, a file that is not what its name says, a picture that does not decode, or 50 MB is refused", async () => {
      const cookie = await session();
      const upload = (name: string, bytes: Buffer) =>
        call(cookie, "persistMedia", {
          asset: {
            path: `data/images/partners/${name}`,
            content: bytes.toString("base64"),
            encoding: "base64",
          },
        });
      const svg = await upload(
        "logo.svg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
      expect(svg.statusCode).toBe(422);
      expect(svg.json().error).toContain("<script>");
      expect((await upload("logo.png", Buffer.from("<html>"))).statusCode).toBe(422);
      // A JPEG cut off in the upload, and a small file of a huge picture: the build could not make their sizes.
      const cut = await upload("photo.jpg", (await picture("jpeg", 64, 64)).subarray(0, 200));
      expect(cut.statusCode).toBe(422);
      expect(cut.json().error).toContain("cannot be read as a picture");
      const huge = await upload("poster.png", await picture("png", 8000, 6000));
      expect(huge.statusCode).toBe(422);
      expect(huge.json().error).toContain("8000 × 6000 pixels");
      const tooLarge = await app.inject({
        method: "POST",
        url: "/api/content",
        headers: { ...headers, cookie, "content-type": "application/json" },
        payload: JSON.stringify({
          action: "persistMedia",
          params: {
            asset: {
              path: "data/images/partners/huge.png",
              content: "A".repeat(50 * 1024 * 1024),
              encoding: "base64",
            },
          },
        }),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(existsSync(path.join(site, "data/images/partners/logo.svg"))).toBe(false);
      expect(commits()).toBe(1);
    });

    it("takes in what a developer pushed first; a save of a file the developer changed meanwhile is refused (409)", async () => {
      const cookie = await session();
      const [job] = (await call(cookie, "entriesByFolder", { folder: "data/jobs" })).json();
      // A developer changes another file and pushes.
      const developer = path.join(dir, "developer");
      git(dir, "clone", "-q", remote, developer);
      writeFileSync(path.join(developer, "data/locales/en/editor.json"), '{"signOut": "Leave"}\n');
      git(
        developer,
        "-c",
        "user.name=Dev",
        "-c",
        "user.email=dev@example.com",
        "commit",
        "-q",
        "-am",
        "A developer's change",
      );
      git(developer, "push", "-q", "origin", "main");
      const data = JSON.parse(job.data);
      expect((await persist(cookie, job.file.path, { ...data, location: "us-branch" })).statusCode).toBe(200);
      expect(git(site, "log", "--format=%s", "-3").split("\n")).toEqual([
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
      git(
        developer,
        "-c",
        "user.name=Dev",
        "-c",
        "user.email=dev@example.com",
        "commit",
        "-q",
        "-am",
        "Retitled",
      );
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
