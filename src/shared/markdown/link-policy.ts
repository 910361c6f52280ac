/**
 * Which URLs rich texts may link to or show as images. Content comes from editors and may contain raw
 * HTML, so every href and src passes through here after sanitizing, whatever spelling it arrived in.
 */

export type LinkKind = "internal" | "external" | "mailto" | "tel" | "blocked";

const DANGEROUS_SCHEME = /^(?:javascript|vbscript|file|data):/;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const ALLOWED_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);base64,[a-z\d+/]+={0,2}$/i;

/** A C0 control or a space: what browsers trim from both ends of a URL. */
const isControlOrSpace = (value: string, index: number) => value.charCodeAt(index) <= 0x20;

/**
 * Browsers drop leading and trailing C0 controls and spaces, and tabs and newlines anywhere (WHATWG URL).
 * The ends are trimmed by index: a regular expression for a trailing run retries it from every space of a
 * run inside the URL, which takes seconds on a long one.
 */
function normalizeUrl(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isControlOrSpace(value, start)) start += 1;
  while (end > start && isControlOrSpace(value, end - 1)) end -= 1;
  return value.slice(start, end).replace(/[\t\n\r]/g, "");
}

function percentDecode(value: string): string {
  return value.replace(/%([\da-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  amp: "&",
  sol: "/",
  lpar: "(",
  rpar: ")",
};

/** The parser has decoded entities already; this catches text that was escaped once more on the way. */
function entityDecode(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body.startsWith("#")) {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Decodes repeatedly, so double-encoded forms ("javascript%253A") are seen as well. */
function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    const next = entityDecode(percentDecode(current));
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * True when the URL, or what it decodes to, starts with a script- or file-running scheme. Every control,
 * format and whitespace character is ignored here, since some browsers have skipped them inside schemes.
 */
function hasDangerousScheme(value: string): boolean {
  return decodedForms(value).some((form) =>
    DANGEROUS_SCHEME.test(form.replace(/[\p{Cc}\p{Cf}\p{Z}\s]/gu, "").toLowerCase()),
  );
}

/** "//host" and "/\host" leave the site: browsers read a backslash as a slash in http(s) URLs. */
function isProtocolRelative(url: string): boolean {
  return /^[/\\]{2}/.test(url);
}

/** Decides how a link in a rich text is rendered; "blocked" links lose their anchor and keep their text. */
export function classifyLink(href: string): LinkKind {
  const url = normalizeUrl(href);
  if (url === "" || hasDangerousScheme(url)) return "blocked";
  if (url.startsWith("#")) return "internal";
  if (isProtocolRelative(url)) return "external";
  if (url.startsWith("/")) return "internal";

  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  switch (scheme) {
    case undefined:
      // Relative to the current page ("team/", "?tab=2"): still on this site.
      return "internal";
    case "http":
    case "https":
      return "external";
    case "mailto":
      return "mailto";
    case "tel":
      return "tel";
    default:
      // An allowlist: schemes nobody vetted (ftp:, ms-settings:, …) are not links in our content.
      return "blocked";
  }
}

/** Images may come from the web, from this site, or inline as base64 raster data; never SVG or scripts. */
export function isAllowedImageSource(src: string): boolean {
  const url = normalizeUrl(src);
  if (ALLOWED_DATA_IMAGE.test(url)) return true;
  if (url === "" || hasDangerousScheme(url)) return false;
  if (url.startsWith("/")) return true;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === "http" || scheme === "https";
}
