/**
 * The content API's refusals in the editor's language. The publisher sends each refusal with a code and
 * the values it names beside its English text (publisher/content/content-refused.mjs); /admin/ words it
 * from the `refusals` of its texts (data/locales/<language>/editor.json) before Decap CMS shows it, and
 * each problem of a save the build would refuse from their `problems`.
 */
import { fill } from "./editor-language.mjs";
import { problemText } from "./problem-text.mjs";

/**
 * A refusal's words, or null when `words` has none for its code.
 * @param {Record<string, string>} words @param {unknown} code @param {unknown} values
 */
export function refusalText(words, code, values) {
  if (typeof code !== "string" || !Object.hasOwn(words, code)) return null;
  const named = typeof values === "object" && values !== null && !Array.isArray(values) ? values : {};
  return fill(words[code], named);
}

/**
 * A refusal's values, with a refused save's problems (their parts, in `body.problems`) in the editor's words.
 * @param {Record<string, unknown>} body @param {Record<string, string>} problemWords
 */
function valuesOf(body, problemWords) {
  if (body.code !== "invalid" || !Array.isArray(body.problems)) return body.values;
  const lines = body.problems.filter((line) => typeof line === "object" && line !== null);
  return { ...body.values, problems: lines.map((line) => problemText(line, problemWords)).join("\n") };
}

/**
 * `fetch` for Decap CMS, whose refusals from the content API (same origin, under `apiPath`) carry the
 * editor's words in `error`, the field Decap shows; any other answer is passed on as it came.
 * @param {typeof fetch} fetch
 * @param {{ refusals: Record<string, string>, problems: Record<string, string> }} texts The editor's.
 * @param {{ origin: string, apiPath: string }} where
 */
export function wordedRefusals(fetch, { refusals, problems }, { origin, apiPath }) {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.ok) return response;
    const url = new URL(typeof input === "string" ? input : input.url, origin);
    if (url.origin !== origin || !(url.pathname === apiPath || url.pathname.startsWith(`${apiPath}/`)))
      return response;
    let body;
    try {
      body = await response.clone().json();
    } catch {
      return response;
    }
    if (typeof body !== "object" || body === null) return response;
    const text = refusalText(refusals, body.code, valuesOf(body, problems));
    if (text === null) return response;
    return new Response(JSON.stringify({ ...body, error: text }), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
