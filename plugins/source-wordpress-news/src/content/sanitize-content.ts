import sanitizeHtml from "sanitize-html";

/** Video players that may be embedded; everything else that frames another site is dropped. */
export const VIDEO_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
  "player.vimeo.com",
] as const;

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
  allowedIframeHostnames: [...VIDEO_HOSTS],
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
    // A frame needs an accessible name.
    iframe: (tagName, attribs) => ({ tagName, attribs: { title: "Video", ...attribs } }),
  },
  // A frame or image whose src was refused (wrong host, not https, data:) is an empty box: drop it.
  exclusiveFilter: (frame) => (frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src,
};

/** Sanitized HTML of a post's `content.rendered` or `excerpt.rendered`, safe to render as it is. */
export function sanitizeContent(html: string | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}
