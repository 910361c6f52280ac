import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../src/i18n/languages";
import { pageContentProblems } from "../../src/i18n/page-content";

const LOCALES = path.join(__dirname, "../../data/locales");
const PAGES = path.join(__dirname, "../../src/pages");

/** Content pages: a namespace, or the keys of a namespace that each hold one page. */
const CONTENT_PAGES: [string, string[] | null][] = [
  ["academy", null],
  ["applicationcenter", null],
  ["consulting", null],
  ["get_quote", null],
  ["home", null],
  ["imprint", null],
  ["jobs", null],
  ["privacy", null],
  ["team", null],
  ["terms_conditions", null],
  ["testing", null],
  ["product", ["overview"]],
  ["machines", ["overview", "metalLpbf", "polymerSls", "peripherals", "platform"]],
];

const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith(".json"))
    .sort();

const bundle = (language: string, file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8"));

/** Every key path of a JSON value ("nav.main", "sections[2].list[0]"), so two structures compare as lists. */
function keyPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value))
    return [`${at}[]`, ...value.flatMap((item, index) => keyPaths(item, `${at}[${index}]`))];
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, at ? `${at}.${key}` : key));
  }
  return [at];
}

/** The site's routes, from the files in src/pages: "/", "/jobs", "/machines/metal-lbpf", … */
function siteRoutes(directory = PAGES, base = ""): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return siteRoutes(path.join(directory, entry.name), `${base}/${entry.name}`);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const name = entry.name.replace(/\.tsx?$/, "");
    if (name === "404") return [];
    return [name === "index" ? base || "/" : `${base}/${name}`];
  });
}

/** Every `cta.href` in a bundle, with where it is. */
function ctaLinks(value: unknown, at: string): [string, string][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]): [string, string][] => {
    const here = `${at}.${key}`;
    const href = key === "cta" ? (child as { href?: unknown }).href : undefined;
    return typeof href === "string" ? [[`${here}.href`, href]] : ctaLinks(child, here);
  });
}

describe("translation files", () => {
  it("exist with the same names in English and German", () => {
    expect(namespaces("de")).toEqual(namespaces("en"));
  });

  it.each(namespaces("en"))("%s has the same keys and list lengths in German as in English", (file) => {
    expect(keyPaths(bundle("de", file)).sort()).toEqual(keyPaths(bundle("en", file)).sort());
  });

  const contentPages = LANGUAGES.flatMap((language) =>
    CONTENT_PAGES.flatMap(([ns, keys]) =>
      keys === null
        ? [[`${language}/${ns}`, language, ns, null]]
        : keys.map((key) => [`${language}/${ns}:${key}`, language, ns, key]),
    ),
  ) as [string, string, string, string | null][];

  it.each(contentPages)("%s is a well-formed content page", (where, language, ns, key) => {
    const namespace = bundle(language, `${ns}.json`);
    expect(pageContentProblems(key === null ? namespace : namespace[key], where)).toEqual([]);
  });

  const links = LANGUAGES.flatMap((language) =>
    namespaces(language).flatMap((file) => ctaLinks(bundle(language, file), `${language}/${file}`)),
  );

  const routes = siteRoutes();

  it.each(links)("%s (%s) is a route of the site", (_where, href) => {
    const route = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
    expect(routes).toContain(route);
  });
});
