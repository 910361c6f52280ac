/**
 * The legacy redirect table: data/redirects.json, the products' legacy slugs and the legacy news list,
 * expanded into one redirect per language (docs/hosting.md). Pure: the parsed files are passed in.
 */
import {
  LANGUAGES,
  isLanguage,
  localizePath,
  prefixLanguage,
  languageOfPath,
  type Language,
} from "../../src/shared/i18n/languages";
import { isRecord } from "../../src/shared/utils/is-record";

export interface Redirect {
  /** The old path without its trailing slash ("/de/beratung"); "/de/beratung/" matches as well. */
  readonly from: string;
  /** The page it leads to, with its trailing slash and an optional #fragment ("/de/#contact"). */
  readonly to: string;
  readonly language: Language;
  /** The entry it comes from, for messages: `data/redirects.json: "/kontakt"`. */
  readonly origin: string;
  /**
   * Where it leads when `to` is not a page of this build. Only a legacy news post has one (its language's
   * news index): its target lives in WordPress, where an editor may unpublish it at any time.
   */
  readonly fallback?: string;
}

/** A table entry whose source is a page of the site: the page wins and no emitter writes the redirect. */
export interface OverriddenRedirect extends Redirect {
  readonly overriddenBy: string;
}

export interface RedirectTable {
  readonly redirects: readonly Redirect[];
  readonly overridden: readonly OverriddenRedirect[];
  /** Malformed entries; the build stops when there is any. */
  readonly problems: readonly string[];
}

export interface RedirectInputs {
  /** data/redirects.json */
  readonly table: unknown;
  /** The products of data/products/ (only `slug` and `legacySlugs` are read) */
  readonly products: unknown;
  /** data/legacy-news.json, [] when the file does not exist */
  readonly legacyNews: unknown;
}

export const TABLE_FILE = "data/redirects.json";
export const PRODUCTS_FOLDER = "data/products";
export const LEGACY_NEWS_FILE = "data/legacy-news.json";

/** Where a legacy news redirect leads when its post has left WordPress. */
const NEWS_INDEX = "/news/";

const TABLE_KEYS = ["from", "to", "languages", "overridden", "comment"];

/**
 * Path segments every host kind can match literally: no spaces or quotes (nginx), no "*" or ":" (splats and
 * placeholders of _redirects), no "?" or "#". Non-ASCII characters are written percent-encoded.
 */
const PATH = /^(?:\/[A-Za-z0-9._~%!'()+,@-]+)+\/?$/;
const FRAGMENT = /^[A-Za-z][A-Za-z0-9_-]*$/;
const UNSAFE_DECODED = /[\s"'\\{};$?#*]/;

type Entry = Readonly<Record<string, unknown>>;

/** "/jobs/" → "/jobs"; the root stays "/". Two sources are the same when their keys are. */
export function sourceKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The two forms a source is requested in: "/jobs" and "/jobs/". */
export function sourcePaths(from: string): [string, string] {
  const bare = sourceKey(from);
  return [bare, `${bare}/`];
}

/** The page path of a target, without its fragment ("/de/#contact" → "/de/"). */
export function targetPath(to: string): string {
  return to.split("#")[0];
}

/** The Location of a redirect for a request with `search` ("?a=1" or ""): the query goes before the #. */
export function redirectLocation(to: string, search: string): string {
  const [path, fragment] = to.split("#");
  return `${path}${search}${fragment === undefined ? "" : `#${fragment}`}`;
}

/** A page path gets its trailing slash (trailingSlash "always"), a file path ("/a.pdf") does not. */
function withTrailingSlash(path: string): string {
  const last = path.split("/").pop() ?? "";
  return path.endsWith("/") || last.includes(".") ? path : `${path}/`;
}

function decodes(path: string): boolean {
  try {
    return !UNSAFE_DECODED.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/** Why `from` cannot be a redirect source, or null. */
function sourceProblem(from: unknown): string | null {
  if (typeof from !== "string" || from === "") return `"from" must be a path such as "/old-page"`;
  if (!PATH.test(from) || !decodes(from)) {
    return `"from" ${JSON.stringify(from)} must be a path of letters, digits and . _ ~ % ! ' ( ) + , @ - (no query, no #, non-ASCII percent-encoded)`;
  }
  return null;
}

/** Why `to` cannot be a redirect target, or null. */
function targetProblem(to: unknown): string | null {
  if (typeof to !== "string" || to === "") return `"to" must be a site path such as "/machines"`;
  const [path, fragment, ...rest] = to.split("#");
  if (rest.length > 0 || (fragment !== undefined && !FRAGMENT.test(fragment))) {
    return `"to" ${JSON.stringify(to)} has a malformed #fragment`;
  }
  if (path !== "/" && (!PATH.test(path) || !decodes(path))) {
    return `"to" ${JSON.stringify(to)} must be a site path (no query, no host; non-ASCII percent-encoded)`;
  }
  return null;
}

/** "/" → "/", "/de" → "/de/", "/a#b" → "/a/#b". */
function normalizeTarget(to: string): string {
  const [path, fragment] = to.split("#");
  return `${withTrailingSlash(path)}${fragment === undefined ? "" : `#${fragment}`}`;
}

function localized(from: string, to: string, language: Language) {
  return {
    from: sourceKey(localizePath(from, language)),
    to: normalizeTarget(localizePath(to, language)),
  };
}

interface Collector {
  redirects: Redirect[];
  overridden: OverriddenRedirect[];
  problems: string[];
}

/** The languages an entry of data/redirects.json applies to, or a problem. */
function entryLanguages(entry: Entry, from: string): Language[] | string {
  const prefix = prefixLanguage(from);
  if (entry.languages === undefined) {
    return prefix === null
      ? [...LANGUAGES]
      : `"from" ${from} names a language: add "languages": ["${prefix}"] (a prefixed entry is taken as written)`;
  }
  const languages = entry.languages;
  if (!Array.isArray(languages) || languages.length === 0 || !languages.every(isLanguage)) {
    return `"languages" must be a non-empty list of ${LANGUAGES.map((l) => `"${l}"`).join(", ")}`;
  }
  if (new Set(languages).size !== languages.length) return `"languages" lists a language twice`;
  if (prefix !== null && (languages.length !== 1 || languages[0] !== prefix)) {
    return `"from" ${from} is a ${prefix} path: "languages" must be ["${prefix}"]`;
  }
  return languages;
}

function addTableEntry(entry: unknown, index: number, out: Collector): void {
  const name = isRecord(entry) && typeof entry.from === "string" ? JSON.stringify(entry.from) : `#${index}`;
  const origin = `${TABLE_FILE}: entry ${name}`;
  const fail = (message: string): void => void out.problems.push(`${origin} (index ${index}): ${message}`);
  if (!isRecord(entry)) return fail('must be an object with "from" and "to"');
  const unknown = Object.keys(entry).filter((key) => !TABLE_KEYS.includes(key));
  if (unknown.length > 0) {
    return fail(`unknown field(s) ${unknown.join(", ")} (allowed: ${TABLE_KEYS.join(", ")})`);
  }
  const problem = sourceProblem(entry.from) ?? targetProblem(entry.to);
  if (problem) return fail(problem);
  const from = entry.from as string;
  const to = entry.to as string;
  if (entry.overridden !== undefined && (typeof entry.overridden !== "string" || !entry.overridden.trim())) {
    return fail(`"overridden" must name what wins over the redirect, e.g. "the products overview page"`);
  }
  const languages = entryLanguages(entry, from);
  if (typeof languages === "string") return fail(languages);
  for (const language of languages) {
    // A prefixed entry is taken as written (its target may even be a page of the other language).
    const paths =
      prefixLanguage(from) === null
        ? localized(from, to, language)
        : { from: sourceKey(from), to: normalizeTarget(to) };
    const redirect: Redirect = { ...paths, language, origin };
    if (typeof entry.overridden === "string") {
      out.overridden.push({ ...redirect, overriddenBy: entry.overridden });
    } else {
      out.redirects.push(redirect);
    }
  }
}

function addProduct(product: unknown, out: Collector): void {
  if (!isRecord(product) || typeof product.slug !== "string" || product.legacySlugs === undefined) return;
  const legacySlugs = Array.isArray(product.legacySlugs) ? product.legacySlugs : [];
  for (const legacy of legacySlugs) {
    const origin = `${PRODUCTS_FOLDER}/${product.slug}.json: legacy slug ${JSON.stringify(legacy)}`;
    const from = `/products/${String(legacy)}`;
    const problem = sourceProblem(from) ?? targetProblem(`/products/${product.slug}/`);
    if (typeof legacy !== "string" || problem) {
      out.problems.push(`${origin}: ${problem ?? "must be a slug"}`);
      continue;
    }
    for (const language of LANGUAGES) {
      out.redirects.push({ ...localized(from, `/products/${product.slug}/`, language), language, origin });
    }
  }
}

function addLegacyPost(post: unknown, index: number, out: Collector): void {
  const name = isRecord(post) && typeof post.from === "string" ? ` ${JSON.stringify(post.from)}` : "";
  const origin = `${LEGACY_NEWS_FILE}: entry${name}`;
  const fail = (message: string): void => void out.problems.push(`${origin} (index ${index}): ${message}`);
  if (!isRecord(post)) return fail('must be an object with "from", "to" and "language"');
  if (!isLanguage(post.language)) return fail(`"language" must be one of ${LANGUAGES.join(", ")}`);
  const problem = sourceProblem(post.from) ?? targetProblem(post.to);
  if (problem) return fail(problem);
  const language = post.language;
  const from = post.from as string;
  if (prefixLanguage(from) !== null && languageOfPath(from) !== language) {
    return fail(`"from" ${from} is not a ${language} path`);
  }
  out.redirects.push({
    ...localized(from, post.to as string, language),
    language,
    origin,
    fallback: localizePath(NEWS_INDEX, language),
  });
}

function list(value: unknown, file: string, out: Collector): readonly unknown[] {
  if (Array.isArray(value)) return value;
  out.problems.push(`${file}: must be a JSON array of entries`);
  return [];
}

/**
 * Every redirect of the site: each table entry in each of its languages (an unprefixed entry is localized
 * into every language; a prefixed one is taken as written), each product's legacy slugs in every language,
 * and each legacy news post in its language. Overridden entries are kept apart.
 */
export function buildRedirectTable(inputs: RedirectInputs): RedirectTable {
  const out: Collector = { redirects: [], overridden: [], problems: [] };
  list(inputs.table, TABLE_FILE, out).forEach((entry, index) => addTableEntry(entry, index, out));
  list(inputs.products, PRODUCTS_FOLDER, out).forEach((product) => addProduct(product, out));
  list(inputs.legacyNews, LEGACY_NEWS_FILE, out).forEach((post, index) => addLegacyPost(post, index, out));
  return out;
}
