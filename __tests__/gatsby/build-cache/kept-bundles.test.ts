/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpack, { type Configuration, type Stats } from "webpack";
import {
  keptCompilation,
  outputHash,
  rememberCompilation,
  removeOutputsLeftBehind,
} from "../../../gatsby/build-cache/kept-bundles.mjs";
import { configProjection } from "../../../gatsby/build-cache/webpack-configuration.mjs";

// A real webpack compilation of a small site: webpack's own lists of what it read (files, the folders its
// resolver looked at, the paths it looked for and did not find) are what the record is made of.
describe("keeping a webpack compilation of the build before", () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  // As Gatsby does for its HTML renderer, every environment variable is defined into the code.
  let environment: Record<string, string>;
  const definitions = (siteName = "LPBF") => ({
    SITE_NAME: JSON.stringify(siteName),
    "process.env": "({})",
    ...Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
    ),
  });
  const configOf = (extra: Partial<Configuration> = {}): Configuration => ({
    mode: "production",
    context: site,
    entry: "./src/app.js",
    output: { path: path.join(site, "public"), filename: "app-[contenthash].js" },
    devtool: "source-map",
    plugins: [new webpack.DefinePlugin(definitions())],
    ...extra,
  });
  const compile = (config: Configuration) =>
    new Promise<Stats>((resolve, reject) =>
      webpack(config).run((error, stats) => (error || !stats ? reject(error) : resolve(stats))),
    );
  const babelrc = () => path.join(site, ".babelrc");
  const remember = async (config: Configuration, copies: string[] = []) => {
    // Taken before webpack runs, as the build does: webpack fills in parts of the configuration it is given.
    const projection = configProjection(config);
    const startedAt = Date.now();
    const stats = await compile(config);
    expect(stats.hasErrors()).toBe(false);
    return rememberCompilation(site, {
      stage: "build-javascript",
      config: projection,
      compilation: stats.compilation,
      outputPath: path.join(site, "public"),
      startedAt,
      copies,
      alsoRead: [babelrc()],
      result: { hash: stats.hash },
    });
  };
  const kept = (config: Configuration) => keptCompilation(site, "build-javascript", configProjection(config));

  beforeEach(() => {
    environment = { SITE_LANGUAGE: "en", COMMAND_MARK: "build-1" };
    site = mkdtempSync(path.join(tmpdir(), "kept-bundles-"));
    write("package.json", "{}");
    write("node_modules/.package-lock.json", '{"packages": {}}');
    write(
      "src/app.js",
      'import { title } from "./title";\nconsole.log(title, SITE_NAME, process.env.SITE_LANGUAGE);',
    );
    write("src/title.js", 'export const title = "Machines";');
    write("data/jobs/welder.json", '{"title": "Welder"}');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("keeps it while nothing it read changed, and hands back what Gatsby took from it", async () => {
    const config = configOf();
    expect(await kept(config)).toEqual({ reason: "no record of the compilation before" });
    expect(await remember(config)).toBeNull();
    const result = await kept(configOf());
    expect(result).toEqual({ result: { hash: expect.any(String) } });

    // A file no compilation read (a collection's entry, read through GraphQL) changes nothing.
    write("data/jobs/welder.json", '{"title": "Welder (m/f/d)"}');
    expect(await kept(configOf())).toEqual(result);
  });

  it("compiles again when a file it read changed", async () => {
    await remember(configOf());
    write("src/title.js", 'export const title = "Machines and materials";');
    expect(await kept(configOf())).toEqual({ reason: "src/title.js changed" });
  });

  it("compiles again when a file appears where the resolver looked before it found another", async () => {
    // As in Gatsby's configuration, "./title" is looked for as `title.mjs` before `title.js`: a new
    // `title.mjs` is the one a compilation would take.
    const config = () => configOf({ resolve: { extensions: [".mjs", ".js"] } });
    expect(await remember(config())).toBeNull();
    expect(await kept(config())).toHaveProperty("result");
    write("src/title.mjs", 'export const title = "Powders";');
    expect(await kept(config())).toEqual({ reason: "src/title.mjs appeared" });
  });

  it("counts of the environment only the variables the code used", async () => {
    await remember(configOf());
    environment.COMMAND_MARK = "build-2";
    expect(await kept(configOf())).toHaveProperty("result");
    environment.SITE_LANGUAGE = "de";
    expect(await kept(configOf())).toEqual({ reason: "another configuration" });
  });

  it("counts the whole environment when the code read process.env beyond its definitions", async () => {
    write("src/title.js", "export const title = process.env.UNDEFINED_TITLE;");
    await remember(configOf());
    environment.COMMAND_MARK = "build-3";
    expect(await kept(configOf())).toEqual({ reason: "another configuration" });
  });

  it("compiles again when the configuration, Babel's, or the installed packages changed", async () => {
    await remember(configOf());
    const otherDefine = configOf({
      plugins: [new webpack.DefinePlugin(definitions("SLS"))],
    });
    const otherConfiguration = { reason: "another configuration" };
    expect(await kept(otherDefine)).toEqual(otherConfiguration);
    expect(await kept(configOf({ optimization: { minimize: false } }))).toEqual(otherConfiguration);

    write(".babelrc", '{"presets": ["babel-preset-gatsby"]}');
    expect(await kept(configOf())).toEqual({ reason: ".babelrc changed" });
    rmSync(babelrc());
    expect(await kept(configOf())).toHaveProperty("result");

    write("node_modules/.package-lock.json", '{"packages": {"node_modules/react": {"version": "18.3.1"}}}');
    expect(await kept(configOf())).toEqual({ reason: "other packages installed" });
  });

  it("compiles again when a file it wrote is changed or gone, but puts back a copy a later step removes", async () => {
    const stats = path.join(site, "public", "webpack.stats.json");
    write(path.join("public", "webpack.stats.json"), '{"namedChunkGroups": {}}');
    await remember(configOf(), [stats]);
    rmSync(stats);
    expect(await kept(configOf())).toHaveProperty("result");
    expect(readFileSync(stats, "utf8")).toBe('{"namedChunkGroups": {}}');

    const [bundle] = readdirSync(path.join(site, "public")).filter((name) => /^app-.*\.js$/.test(name));
    write(path.join("public", bundle), "console.log('changed by hand');");
    expect(await kept(configOf())).toEqual({ reason: `its output public/${bundle} changed or is gone` });
  });

  it("compiles when the record is damaged or of another shape", async () => {
    await remember(configOf());
    const record = path.join(site, ".cache", "kept-bundles", "build-javascript.json");
    const stored = JSON.parse(readFileSync(record, "utf8"));
    for (const damaged of [
      "{",
      JSON.stringify({ ...stored, files: undefined }),
      JSON.stringify({ ...stored, missing: [1] }),
    ]) {
      writeFileSync(record, damaged);
      expect(await kept(configOf())).toHaveProperty(
        "reason",
        damaged === "{" ? expect.any(String) : "a record of another shape",
      );
    }
  });

  it("records nothing when a file it read changed while it ran or is gone, or an output is gone", async () => {
    const config = configOf();
    const projection = configProjection(config);
    const startedAt = Date.now();
    const stats = await compile(config);
    const remembered = {
      stage: "build-javascript",
      config: projection,
      compilation: stats.compilation,
      outputPath: path.join(site, "public"),
      startedAt,
      result: { hash: stats.hash },
    };
    write("src/title.js", 'export const title = "Saved while the build ran";');
    expect(await rememberCompilation(site, remembered)).toBe("src/title.js changed while it ran");
    expect(await kept(configOf())).toEqual({ reason: "no record of the compilation before" });

    const [bundle] = readdirSync(path.join(site, "public")).filter((name) => /^app-.*\.js$/.test(name));
    rmSync(path.join(site, "public", bundle));
    expect(await rememberCompilation(site, { ...remembered, startedAt: Date.now() + 60_000 })).toBe(
      "a file it read or wrote could not be read",
    );

    // Removed since: as good as changed.
    rmSync(path.join(site, "src", "title.js"));
    expect(await rememberCompilation(site, { ...remembered, startedAt: Date.now() + 60_000 })).toBe(
      "src/title.js changed while it ran",
    );
  });

  it("removes the bundles of the code before once a compilation replaced them, and nothing else", async () => {
    const publicDir = path.join(site, "public");
    expect(await remember(configOf())).toBeNull();
    const before = readdirSync(publicDir).filter((name) => name.startsWith("app-"));
    write("public/index.html", "<!DOCTYPE html>");
    write("src/title.js", 'export const title = "Machines and materials";');
    const stats = await compile(configOf());
    expect(await removeOutputsLeftBehind(site, "build-javascript", stats.compilation, publicDir)).toEqual(
      before.filter((name) => name.endsWith(".js")).map((name) => path.join(publicDir, name)),
    );
    // Source maps are not the build's to serve: the host files step removes them all.
    const after = readdirSync(publicDir).filter((name) => !name.endsWith(".map"));
    const written = Object.keys(stats.compilation.assets).filter((name) => !name.endsWith(".map"));
    expect(after.sort()).toEqual(["index.html", ...written].sort());
  });

  it("hashes a compilation by what it wrote: a compilation from webpack's cache gets the cold one's hash", async () => {
    const cache = { type: "filesystem" as const, cacheDirectory: path.join(site, ".cache", "webpack") };
    const publicDir = path.join(site, "public");
    const hashOf = async (config: Configuration) =>
      outputHash((await compile(config)).compilation, publicDir);
    const cold = await hashOf(configOf({ cache }));
    expect(cold).toMatch(/^[0-9a-f]{20}$/);
    expect(await hashOf(configOf({ cache }))).toBe(cold);
    write("src/title.js", 'export const title = "Machines and materials";');
    expect(await hashOf(configOf({ cache }))).not.toBe(cold);
  });
});
