import sanitizeHtml from "sanitize-html";

/**
 * The only hosts a frame in a post may show, as the sanitizer writes them: the site's Content Security
 * Policy allows exactly these in frame-src (checked by a test), so a frame with another host would be an
 * empty box. Everything else that frames another site is dropped.
 */
export const ALLOWED_IFRAME_HOSTS = ["www.youtube-nocookie.com", "player.vimeo.com"] as const;

/**
 * WordPress embeds YouTube from www.youtube.com/embed/…; the same player without tracking cookies lives at
 * www.youtube-nocookie.com/embed/… with the same path and query, so those frames are rewritten to it.
 */
const YOUTUBE_HOSTS = new Set(["www.youtube.com", "youtube.com", "m.youtube.com", "youtube-nocookie.com"]);
const YOUTUBE_NOCOOKIE = "www.youtube-nocookie.com";

/**
 * The src a frame keeps: a YouTube player moved to the nocookie host; nothing (so the frame is dropped) for
 * a URL with a port, which frame-src would block; any other src unchanged, for the host check to judge.
 */
function frameSrc(src: string): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.port !== "") return "";
  if (url.protocol !== "https:" || !YOUTUBE_HOSTS.has(url.hostname)) return src;
  url.hostname = YOUTUBE_NOCOOKIE;
  return url.href;
}

/** WordPress's block classes (wp-block-image, aligncenter, size-large, has-text-align-center …). */
const WORDPRESS_CLASSES = ["wp-*", "align*", "size-*", "has-*", "is-*"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "img",
    "figure",
    "figcaption",
    "ul",
    "ol",
    "li",
    "blockquote",
    "cite",
    "code",
    "pre",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "strong",
    "em",
    "b",
    "i",
    "sup",
    "sub",
    "mark",
    "br",
    "hr",
    "div",
    "span",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target", "hreflang"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding", "title"],
    iframe: ["src", "width", "height", "title", "allowfullscreen", "loading", "referrerpolicy"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    blockquote: ["cite"],
  },
  allowedClasses: { "*": WORDPRESS_CLASSES },
  // sanitize-html decodes entities and drops whitespace and control characters before it compares a
  // scheme, and compares case-insensitively: "JaVaScRiPt:", "java&#x09;script:", " javascript:" all fail.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  // Their text would be code or invisible content, not prose.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "iframe", "object"],
  transformTags: {
    // The page's own title is the only h1.
    h1: "h2",
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    // A frame needs an accessible name. This runs before the host check, so a YouTube frame rewritten
    // here passes it and one left on another host is dropped.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        title: "Video",
        ...attribs,
        ...(attribs.src === undefined ? {} : { src: frameSrc(attribs.src) }),
      },
    }),
  },
  // A frame or image whose src was refused (wrong host, not https, data:) is an empty box: drop it.
  exclusiveFilter: (frame) => (frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src,
};

/** Sanitized HTML of a post's `content.rendered` or `excerpt.rendered`, safe to render as it is. */
export function sanitizeContent(html: string | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}
