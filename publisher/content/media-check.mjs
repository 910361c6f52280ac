/**
 * Whether an upload is a file the site can serve, judged by its bytes, not by its name, each kind within its
 * size limit (docs/editing.md). Pure.
 */
import { Parser } from "htmlparser2";

export const MAX_BYTES = { image: 10 * 1024 * 1024, pdf: 20 * 1024 * 1024 };

const SIGNATURES = {
  jpg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP",
  pdf: (bytes) => bytes.subarray(0, 5).toString("latin1") === "%PDF-",
};
SIGNATURES.jpeg = SIGNATURES.jpg;

/** Elements that run code, embed other documents or load from elsewhere: none belongs in a logo. */
const FORBIDDEN_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "audio",
  "video",
  "handler",
  "listener",
  "a",
]);

/** A reference that stays inside the file ("#gradient") is fine; anything else loads from elsewhere. */
const isInternal = (value) => value.trim().startsWith("#");
const URL_IN_STYLE = /url\(\s*(?!['"]?#)|@import|expression\s*\(|javascript:/i;

/** Why an SVG may not be served as an image of the site's own origin, or null when it holds only drawing. */
export function svgProblem(text) {
  let problem = null;
  let root = null;
  const refuse = (why) => {
    problem ??= why;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = name.toLowerCase();
        root ??= element;
        // By its local name: <s:script xmlns:s="http://www.w3.org/2000/svg"> is a script as well.
        const local = element.slice(element.lastIndexOf(":") + 1);
        if (FORBIDDEN_ELEMENTS.has(local)) refuse(`it contains a <${name}> element`);
        for (const [attribute, value] of Object.entries(attributes)) {
          const lower = attribute.toLowerCase();
          if (lower.startsWith("on")) refuse(`it has an event handler (${attribute})`);
          if ((lower === "href" || lower.endsWith(":href") || lower === "src") && !isInternal(value)) {
            refuse(`it refers to ${JSON.stringify(value.slice(0, 80))} outside the file`);
          }
          if (URL_IN_STYLE.test(value)) refuse(`its ${attribute} refers to something outside the file`);
        }
      },
      ontext(data) {
        if (URL_IN_STYLE.test(data)) refuse("a style in it refers to something outside the file");
      },
      onprocessinginstruction(name) {
        const instruction = name.toLowerCase();
        if (instruction === "!doctype") refuse("it declares a document type (entities are not allowed)");
        // <?xml-stylesheet href="…"?> loads a style sheet (or XSLT) from elsewhere: only the XML declaration.
        else if (instruction.startsWith("?") && instruction !== "?xml") {
          refuse(`it has a processing instruction (<${name}…?>)`);
        }
      },
      oncdatastart() {
        // CDATA holds text (a style sheet, a script's body): checked by ontext.
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(text);
  parser.end();
  if (problem === null && root !== "svg") refuse("it is not an SVG image");
  return problem;
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
