/**
 * Whether an upload is a file the site can serve, judged by its bytes, not by its name, each kind within its
 * size limit; an SVG by a parse against what a drawing needs (docs/editing.md). Pure.
 */
import { ident, parse as parseCss, walk as walkCss } from "css-tree";
import { SaxesParser } from "saxes";

export const MAX_BYTES = { image: 10 * 1024 * 1024, pdf: 20 * 1024 * 1024 };

const SIGNATURES = {
  jpg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP",
  pdf: (bytes) => bytes.subarray(0, 5).toString("latin1") === "%PDF-",
};
SIGNATURES.jpeg = SIGNATURES.jpg;

// An SVG is judged against what a drawing needs, not against a list of known attacks: whatever is not
// named below is refused, so a trick nobody thought of is refused too.

const NAMESPACE = {
  svg: "http://www.w3.org/2000/svg",
  xlink: "http://www.w3.org/1999/xlink",
  xml: "http://www.w3.org/XML/1998/namespace",
  xmlns: "http://www.w3.org/2000/xmlns/",
};

/** What drawing programs keep for themselves; refused with a hint, as the plain SVG export leaves it out. */
const EDITOR_NAMESPACES = [
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://ns.adobe.com/",
  "http://www.bohemiancoding.com/sketch/ns",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://creativecommons.org/ns#",
  "http://purl.org/dc/elements/1.1/",
];

/** The elements of a drawing: shapes, text, paint servers, clipping and reuse. Nothing runs or loads. */
const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
]);

/**
 * The CSS properties a drawing uses, in a style and as presentation attributes (Illustrator's
 * enable-background and Inkscape's own properties included: they only describe). Not cursor, content,
 * background or anything else that can load a file or run code.
 */
const PROPERTIES = new Set([
  "alignment-baseline",
  "baseline-shift",
  "clip-path",
  "clip-rule",
  "color",
  "color-interpolation",
  "color-interpolation-filters",
  "color-rendering",
  "direction",
  "display",
  "dominant-baseline",
  "enable-background",
  "fill",
  "fill-opacity",
  "fill-rule",
  "filter",
  "flood-color",
  "flood-opacity",
  "font",
  "font-family",
  "font-feature-settings",
  "font-kerning",
  "font-size",
  "font-size-adjust",
  "font-stretch",
  "font-style",
  "font-variant",
  "font-variant-caps",
  "font-variant-east-asian",
  "font-variant-ligatures",
  "font-variant-numeric",
  "font-variation-settings",
  "font-weight",
  "image-rendering",
  "inline-size",
  "isolation",
  "letter-spacing",
  "lighting-color",
  "line-height",
  "marker",
  "marker-end",
  "marker-mid",
  "marker-start",
  "mask",
  "mask-type",
  "mix-blend-mode",
  "opacity",
  "overflow",
  "paint-order",
  "pointer-events",
  "shape-inside",
  "shape-padding",
  "shape-rendering",
  "solid-color",
  "solid-opacity",
  "stop-color",
  "stop-opacity",
  "stroke",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "stroke-width",
  "text-align",
  "text-anchor",
  "text-decoration",
  "text-indent",
  "text-orientation",
  "text-rendering",
  "text-transform",
  "transform",
  "transform-box",
  "transform-origin",
  "unicode-bidi",
  "vector-effect",
  "visibility",
  "white-space",
  "word-spacing",
  "writing-mode",
  "-inkscape-font-specification",
  "-inkscape-stroke",
]);

/** CSS functions that compute a colour, a length or a transform; url() is judged on its own. */
const FUNCTIONS = new Set([
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "hwb",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "color",
  "calc",
  "min",
  "max",
  "clamp",
  "matrix",
  "translate",
  "translatex",
  "translatey",
  "scale",
  "scalex",
  "scaley",
  "rotate",
  "skew",
  "skewx",
  "skewy",
]);

/** The one at-rule a drawing may use; @import, @font-face and the rest load from elsewhere or are not needed. */
const AT_RULES = new Set(["media"]);

/** Attributes with no namespace that hold geometry, names or structure, never a reference or a style. */
const PLAIN_ATTRIBUTES = new Set([
  "id",
  "class",
  "lang",
  "role",
  "version",
  "baseProfile",
  "x",
  "y",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "transform",
  "d",
  "points",
  "pathLength",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "offset",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "markerUnits",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "type",
]);

/** aria-label and the like describe the drawing; data-name is how Illustrator keeps layer names. */
const DESCRIBING_ATTRIBUTE = /^(?:aria|data)-[a-z][a-z0-9-]*$/;

/** A reference to an element of the same file ("#gradient"): nothing is loaded. */
const INTERNAL_REFERENCE = /^#[^\s"'()\\<>]+$/;

/**
 * Deeper than any drawing nests; the bound also keeps the parser's namespace look-up, which climbs the open
 * elements, linear in the size of the file.
 */
const MAX_DEPTH = 100;

const NOT_SVG = "it is not an SVG image";

/** Thrown at the first problem: the rest of the file need not be read. */
class Refusal extends Error {}

/** @param {string} why @returns {never} */
const refuse = (why) => {
  throw new Refusal(why);
};

const isEditorData = (uri) => EDITOR_NAMESPACES.some((namespace) => uri.startsWith(namespace));
const quoted = (value) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/**
 * What is wrong with one node of a parsed style, or null. CSS decodes escapes in names (`u\72l(`,
 * `@\69mport`), so names are judged decoded; what does not parse (css-tree's Raw) is refused, never
 * guessed at.
 */
function cssNodeProblem(node) {
  switch (node.type) {
    case "Atrule": {
      const name = ident.decode(node.name).toLowerCase();
      return AT_RULES.has(name) ? null : `has an @${name} rule`;
    }
    case "Declaration": {
      const property = ident.decode(node.property).toLowerCase();
      return PROPERTIES.has(property) ? null : `sets ${property}, which a drawing does not need`;
    }
    case "Function": {
      const name = ident.decode(node.name).toLowerCase();
      return FUNCTIONS.has(name) ? null : `uses ${name}(), which is not allowed`;
    }
    case "Url":
      return INTERNAL_REFERENCE.test(node.value) ? null : `refers to ${quoted(node.value)} outside the file`;
    case "Raw":
      return "does not parse as CSS";
    default:
      return null;
  }
}

/**
 * What is wrong with CSS text, or null: parsed as `context` ("stylesheet", "declarationList" for a style
 * attribute, "value" for a presentation attribute), every node judged.
 * @param {string} text
 * @param {"stylesheet" | "declarationList" | "value"} context
 */
function cssProblem(text, context) {
  let problem = null;
  let tree;
  try {
    tree = parseCss(text, {
      context,
      onParseError: () => {
        problem ??= "does not parse as CSS";
      },
    });
  } catch {
    // Beyond repair (or nested too deep for the parser): what a browser would make of it is not known.
    return "does not parse as CSS";
  }
  if (problem) return problem;
  walkCss(tree, (node) => {
    problem = cssNodeProblem(node);
    return problem ? walkCss.break : undefined;
  });
  return problem;
}

/** Refuses CSS with a problem, saying where it is. */
function judgeCss(text, context, place) {
  const problem = cssProblem(text, context);
  if (problem) refuse(`${place} ${problem}`);
}

/** Refuses a reference that leaves the file: another file, another site, javascript:, data:. */
function judgeReference(place, value) {
  // A URL parser ignores the spaces around it: " https://x" loads from x.
  const reference = value.trim();
  if (!INTERNAL_REFERENCE.test(reference)) refuse(`${place} refers to ${quoted(reference)} outside the file`);
}

/**
 * Refuses an attribute that a drawing does not need; a presentation attribute is CSS and judged as such.
 * @param {import("saxes").SaxesTagNS} element
 * @param {import("saxes").SaxesAttributeNS} attribute
 */
function judgeAttribute(element, attribute) {
  const { name, uri, local, value } = attribute;
  const place = `the ${name} attribute of <${element.name}>`;
  if (local.toLowerCase().startsWith("on")) refuse(`it has an event handler (${name})`);
  // Declarations only bind prefixes; elements and attributes are judged by the namespace they end up in.
  if (uri === NAMESPACE.xmlns) return;
  if (local === "href" && (uri === "" || uri === NAMESPACE.xlink)) return judgeReference(place, value);
  if (uri === NAMESPACE.xml && (local === "space" || local === "lang")) return;
  if (isEditorData(uri)) refuse(`it holds an editor's own data (${name}); export it as plain SVG`);
  if (uri !== "") refuse(`<${element.name}> has a ${name} attribute, which is not allowed`);
  // transform is a property too, but its attribute has SVG's own syntax, which holds no reference.
  if (PLAIN_ATTRIBUTES.has(local) || DESCRIBING_ATTRIBUTE.test(local)) return;
  if (local === "style") return judgeCss(value, "declarationList", place);
  if (PROPERTIES.has(local)) return judgeCss(value, "value", place);
  refuse(`<${element.name}> has a ${name} attribute, which is not allowed`);
}

/**
 * Refuses an element outside the drawing's elements, by namespace and local name: <s:script
 * xmlns:s="http://www.w3.org/2000/svg"> is a script, <x:rect xmlns:x="urn:x"> is no rectangle.
 * @param {import("saxes").SaxesTagNS} element
 */
function judgeElement(element) {
  if (isEditorData(element.uri) || element.local === "metadata") {
    refuse(`it holds an editor's own data (<${element.name}>); export it as plain SVG`);
  }
  if (element.uri !== NAMESPACE.svg) refuse(`it contains a <${element.name}> element, which is not SVG`);
  if (!ELEMENTS.has(element.local)) refuse(`it contains a <${element.name}> element`);
  for (const attribute of Object.values(element.attributes)) judgeAttribute(element, attribute);
}

/** The root must be SVG's <svg>: without the namespace a browser shows no picture but XML. */
function judgeRoot(element) {
  if (element.local !== "svg") refuse(NOT_SVG);
  if (element.uri !== NAMESPACE.svg) refuse("its <svg> element lacks the SVG namespace (xmlns)");
}

/** saxes says "3:14: unexpected close tag.": the same, for an editor. */
function where(error) {
  const [, line, column, message] = /^(\d+):(\d+): (.*?)\.?$/s.exec(error.message) ?? [];
  return message ? `line ${line}, column ${column}: ${message}` : error.message;
}

/**
 * Reads the SVG as XML (well-formed, namespaces resolved, entities other than XML's own undefined) and
 * judges each element, attribute and style as it comes; throws a Refusal at the first problem.
 * @param {string} text
 */
function readDrawing(text) {
  const parser = new SaxesParser({ xmlns: true });
  let depth = 0;
  let sawRoot = false;
  /** The text of the <style> element being read, or null outside one. */
  let styleSheet = null;

  parser.on("doctype", () => refuse("it declares a document type (entities are not allowed)"));
  // <?xml-stylesheet href="…"?> loads a style sheet (or XSLT) from elsewhere; the XML declaration is no PI.
  parser.on("processinginstruction", ({ target }) =>
    refuse(`it has a processing instruction (<?${target}…?>)`),
  );
  parser.on("error", (error) => refuse(sawRoot ? `it is not well-formed XML (${where(error)})` : NOT_SVG));
  parser.on("opentagstart", () => {
    depth += 1;
    if (depth > MAX_DEPTH) refuse(`it nests elements more than ${MAX_DEPTH} deep`);
  });
  parser.on("opentag", (element) => {
    if (!sawRoot) judgeRoot(element);
    sawRoot = true;
    // A style sheet is its element's text and nothing else; markup inside it is no drawing's.
    if (styleSheet !== null) refuse("its <style> element holds another element");
    judgeElement(element);
    if (element.local === "style") styleSheet = "";
  });
  const read = (data) => {
    if (styleSheet !== null) styleSheet += data;
  };
  parser.on("text", read);
  parser.on("cdata", read);
  parser.on("closetag", (element) => {
    depth -= 1;
    if (element.local !== "style") return;
    judgeCss(styleSheet, "stylesheet", "a <style> element");
    styleSheet = null;
  });
  parser.write(text).close();
  if (!sawRoot) refuse(NOT_SVG);
}

/**
 * Why an SVG may not be served as an image of the site's own origin, or null when it holds only drawing.
 * @param {string} text
 * @returns {string | null}
 */
export function svgProblem(text) {
  try {
    readDrawing(text);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
}

/**
 * Why `bytes` may not be saved as `name` (a file of kind `type`), or null when it may.
 * @param {Buffer} bytes
 * @param {"image" | "pdf"} type
 * @param {string} name
 */
export function mediaProblem(bytes, type, name) {
  const limit = MAX_BYTES[type];
  if (bytes.length > limit) {
    return `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the limit is ${limit / 1024 / 1024} MB.`;
  }
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (extension === "svg") {
    const why = svgProblem(bytes.toString("utf8"));
    return why ? `${name} is refused: ${why}.` : null;
  }
  const signature = SIGNATURES[extension];
  if (!signature) return `${name}: only JPEG, PNG, WebP and SVG images and PDF documents can be uploaded.`;
  if (!signature(bytes)) {
    return `${name} is not a ${extension === "pdf" ? "PDF document" : `${extension.toUpperCase()} image`} (its content says otherwise).`;
  }
  return null;
}
