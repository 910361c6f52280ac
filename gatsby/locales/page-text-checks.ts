/**
 * What the translation files of data/locales/ must keep for a page's texts to reach both of its pages; run by
 * the unit tests over the repository's files, by the content API over an editor's save. Pure.
 */
import commonSchema from "../../data/schemas/common.schema.json";
import { pageContentProblems } from "../../src/shared/i18n/page-content";
import { characterCount, lengthValues, shownValue } from "../collections/describe-value";
import { coded, problemLine, type ProblemLine, type ProblemWords } from "../collections/problem-line";

/** A page's text is at most as long as a long text of the collections (common.schema.json's longText). */
export const PAGE_TEXT_MAX_LENGTH: number = commonSchema.$defs.longText.maxLength;

/** The namespaces that hold content pages: the whole namespace, or the keys that each hold one page. */
export const CONTENT_PAGES: readonly [string, readonly string[] | null][] = [
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

/** Every key path of a JSON value ("nav.main", "sections[2].list[0]"), so two structures compare as lists. */
export function keyPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value))
    return [`${at}[]`, ...value.flatMap((item, index) => keyPaths(item, `${at}[${index}]`))];
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, at ? `${at}.${key}` : key));
  }
  return [at];
}

/** Every `cta.href` in a namespace, with where it is. */
export function ctaLinks(value: unknown, at: string): [string, string][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]): [string, string][] => {
    const here = `${at}.${key}`;
    const href = key === "cta" ? (child as { href?: unknown }).href : undefined;
    return typeof href === "string" ? [[`${here}.href`, href]] : ctaLinks(child, here);
  });
}

/** Every text of a namespace with its key path ("hero.lead", "sections[2].paragraphs[0]"). */
function textsAt(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsAt(item, `${at}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => textsAt(child, at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * The site path a link leads to, without query, fragment and trailing slash ("/jobs/?a#b" → "/jobs"); null
 * for a link with a line break, which no page's path has. Cut by index: a pattern like /[?#].*$/ retries
 * from every "?" of a long link and takes seconds.
 */
function linkedPath(href: string): string | null {
  if (/[\n\r\u2028\u2029]/.test(href)) return null;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The key paths one language has and the reference language lacks. */
function missing(reference: readonly string[], other: readonly string[]): string[] {
  const present = new Set(other);
  return reference.filter((path) => !present.has(path));
}

/** A problem of a page's texts, with the code and values of its words. */
const textProblem = (file: string, words: ProblemWords): ProblemLine =>
  problemLine(file, null, coded("", words));

/**
 * The problems of one namespace in every language (`texts`: language → parsed file), each naming the file
 * (data/locales/<language>/<namespace>.json) and the key; none when both pages can be built from it.
 */
export function pageTextProblems(
  namespace: string,
  texts: Readonly<Record<string, unknown>>,
  routes: readonly string[],
): ProblemLine[] {
  const problems: ProblemLine[] = [];
  const languages = Object.keys(texts);
  const file = (language: string) => `data/locales/${language}/${namespace}.json`;
  const paths = Object.fromEntries(languages.map((language) => [language, keyPaths(texts[language])]));
  for (const language of languages) {
    for (const other of languages.filter((candidate) => candidate !== language)) {
      for (const path of missing(paths[other], paths[language])) {
        problems.push(textProblem(file(language), { code: "textMissing", values: { path, other } }));
      }
    }
  }
  const pages = CONTENT_PAGES.find(([name]) => name === namespace);
  for (const language of languages) {
    const value = texts[language] as Record<string, unknown> | null;
    if (pages) {
      const [, keys] = pages;
      for (const key of keys ?? [null]) {
        const page = key === null ? value : value?.[key];
        for (const { code, path } of pageContentProblems(page))
          problems.push(
            textProblem(file(language), { code, values: { path: key ? `${key}.${path}` : path } }),
          );
      }
    }
    for (const [where, href] of ctaLinks(value, "")) {
      const route = linkedPath(href);
      if (route === null || !routes.includes(route)) {
        const values = { path: where.replace(/^\./, ""), shown: shownValue(href) };
        problems.push(textProblem(file(language), { code: "notAPage", values }));
      }
    }
    for (const [path, text] of textsAt(value)) {
      if (characterCount(text) > PAGE_TEXT_MAX_LENGTH) {
        const values = { path, ...lengthValues(PAGE_TEXT_MAX_LENGTH, text) };
        problems.push(textProblem(file(language), { code: "textTooLong", values }));
      }
    }
  }
  return problems;
}
