/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeEditorPage } from "../../../gatsby/admin/write-editor";

const REPO = path.resolve(__dirname, "../../..");

describe("the editor's page written after the build", () => {
  let publicDir: string;
  let admin: string;
  const read = (name: string) => readFileSync(path.join(admin, name), "utf8");

  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), "editor-page-"));
    admin = path.join(publicDir, "admin");
    await writeEditorPage({
      repoDir: REPO,
      publicDir,
      config: {
        editorKeycloak: { url: "https://sso.example.com", realm: "staff", clientId: "shop_frontend" },
        editorRole: "content-editor",
      },
    });
  });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("holds its page, its modules as .js importing .js, keycloak-js and Decap's bundle with its chunks", () => {
    const files = readdirSync(admin);
    expect(files).toEqual(
      expect.arrayContaining(["index.html", "editor.css", "editor.js", "keycloak.js", "decap-cms.js"]),
    );
    expect(files.filter((name) => name.endsWith(".mjs") || name.endsWith(".map"))).toEqual([]);
    expect(files.some((name) => /^\d+\.decap-cms\.js$/.test(name))).toBe(true);
    expect(read("editor.js")).toContain('from "./content-session.js"');
    expect(read("editor.js")).not.toMatch(/from "\.\/[\w-]+\.mjs"/);
    expect(read("index.html")).toContain('<script type="module" src="editor.js"></script>');
  });

  it("tells the page where editors sign in, which role they need and whom to ask", () => {
    expect(JSON.parse(read("sign-in.json"))).toEqual({
      keycloak: { url: "https://sso.example.com", realm: "staff", clientId: "shop_frontend" },
      role: "content-editor",
      contact: expect.stringMatching(/@/),
    });
  });

  it("gives the interface's texts in both languages, with the same keys", () => {
    const texts = JSON.parse(read("texts.json"));
    expect(Object.keys(texts)).toEqual(["en", "de"]);
    expect(Object.keys(texts.de).sort()).toEqual(Object.keys(texts.en).sort());
  });

  it("configures Decap for the content API in each language of the interface, without its own config.yml", () => {
    for (const language of ["en", "de"]) {
      const config = JSON.parse(read(`config.${language}.json`));
      expect(config.locale).toBe(language);
      expect(config.backend).toEqual({ name: "proxy", proxy_url: "/api/content", branch: "main" });
      expect(config.load_config_file).toBe(false);
    }
    expect(existsSync(path.join(admin, "config.yml"))).toBe(false);
  });

  it("offers the locations of data/locations.json as a posting's location", () => {
    const jobs = JSON.parse(read("config.de.json")).collections.find(
      (collection: { name: string }) => collection.name === "jobs",
    );
    const location = jobs.fields.find((field: { name: string }) => field.name === "location");
    expect(location.options.map((option: { value: string }) => option.value)).toEqual([
      "headquarters",
      "us-branch",
    ]);
  });
});
