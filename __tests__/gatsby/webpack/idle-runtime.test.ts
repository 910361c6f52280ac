/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { EMPTY_MODULE, IDLE_RUNTIME } from "../../../gatsby/webpack/idle-runtime";

/**
 * The Gatsby modules the browser build leaves out must still be the ones that do nothing here: when a
 * Gatsby upgrade moves or changes them, this fails instead of the site losing something silently.
 */
const ROOT = path.join(__dirname, "../../..");
const gatsbyFile = (file: string) => readFileSync(require.resolve(`gatsby/${file}`), "utf8");
const siteSources = () =>
  execFileSync("git", ["ls-files", "src", "gatsby-browser.tsx", "plugins"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map((file) => readFileSync(path.join(ROOT, file), "utf8"));

describe("the idle Gatsby runtime", () => {
  it("names files of the installed Gatsby", () => {
    const files = [
      "dist/internal-plugins/partytown/gatsby-browser.js",
      "cache-dir/register-service-worker.js",
    ];
    for (const [index, file] of files.entries()) {
      expect(existsSync(require.resolve(`gatsby/${file}`))).toBe(true);
      expect(require.resolve(`gatsby/${file}`)).toMatch(IDLE_RUNTIME[index].module);
    }
  });

  it("Partytown's browser API still does nothing outside gatsby develop, and the site uses no off-main-thread script", () => {
    expect(gatsbyFile("dist/internal-plugins/partytown/gatsby-browser.js")).toMatch(
      /if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/,
    );
    for (const source of siteSources()) expect(source).not.toMatch(/off-main-thread|from "gatsby-script"/);
  });

  it("the service worker is registered only on a plugin's request, and no plugin of the site asks", () => {
    expect(gatsbyFile("cache-dir/production-app.js")).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    );
    for (const source of siteSources()) expect(source).not.toMatch(/registerServiceWorker/);
    expect(readFileSync(path.join(ROOT, "package.json"), "utf8")).not.toMatch(/gatsby-plugin-offline/);
  });

  it("leaves an empty module in their place", () => {
    expect(readFileSync(EMPTY_MODULE, "utf8")).toMatch(/^module\.exports = \{\};$/m);
  });
});
