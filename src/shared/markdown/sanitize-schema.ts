import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

/**
 * What survives of the HTML in a rich text: GitHub's default schema narrowed to the elements our content
 * uses. h1, h5 and h6 stay so the component can move them into the page's outline (h2–h4).
 */
const TAG_NAMES = [
  "p",
  "br",
  "hr",
  "a",
  "strong",
  "em",
  "del",
  "sup",
  "sub",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "img",
];

/** Elements removed together with their content: their text would be code or noise, not prose. */
const STRIP = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "textarea",
  "select",
  "svg",
  "math",
];

export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: TAG_NAMES,
  // No "*" entry: no event handlers, no style, no ids or classes an editor could use to mimic the page.
  attributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    code: [["className", /^language-./]],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  // Empty on purpose: the link policy (src/shared/markdown/link-policy.ts) judges every href and src afterwards,
  // including data: images, which the default protocol list would reject wholesale.
  protocols: {},
  required: {},
  strip: STRIP,
};
