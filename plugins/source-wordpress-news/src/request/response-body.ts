import { decodeHTML } from "entities";
import type { TransportResponse } from "../transport/transport";

/** How much of an unexpected body a message quotes. */
const QUOTED_CHARACTERS = 200;

export type Expected = "JSON" | "an image";

/** A 2xx answer that still cannot be used (HTML, broken JSON, not an image). */
export class ResponseProblem extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = "ResponseProblem";
  }
}

export interface BodyDescription {
  /** What came back, for a message: a WordPress error quoted, or the kind of body and its beginning. */
  problem: string;
  /** The `code` of a WordPress error body, e.g. rest_post_invalid_page_number. */
  wordPressCode?: string;
}

type ResponseBody = Pick<TransportResponse, "headers" | "body">;

function contentType(response: ResponseBody): string {
  return response.headers.get("content-type") ?? "";
}

/**
 * An HTML page where JSON was expected: a PHP fatal error, a database outage, a login or maintenance page,
 * or WordPress's front page when plain permalinks redirect /wp-json/… to it. The header decides; a body
 * without one that starts like HTML counts too.
 */
export function isHtml(response: ResponseBody): boolean {
  const type = contentType(response);
  if (type) return /html/i.test(type);
  return /^\s*<(!doctype|html|head|body)\b/i.test(response.body.toString("utf8", 0, 100));
}

/** The beginning of a body, on one line, for quoting in a message. */
function quote(text: string, max = QUOTED_CHARACTERS): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `"${line.length > max ? `${line.slice(0, max)}…` : line}"`;
}

function htmlTitle(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const text = title && decodeHTML(title).replace(/\s+/g, " ").trim();
  return text || undefined;
}

/** Says what a body is, when it is not the JSON or image that was asked for. */
export function describeBody(response: ResponseBody, expected: Expected = "JSON"): BodyDescription {
  const text = response.body.toString("utf8");
  if (text.trim() === "") return { problem: "an empty body" };
  if (isHtml(response)) {
    const title = htmlTitle(text);
    return {
      problem: `HTML instead of ${expected}${title ? ` (page title "${title}")` : ""}: ${quote(text)}`,
    };
  }
  const type = contentType(response);
  if (/json/i.test(type) || type === "") {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = (error as Error).message.replace(/\s+/g, " ");
      return { problem: `a body that is not valid JSON (${reason}): ${quote(text)}` };
    }
    const error = value as { code?: unknown; message?: unknown } | null;
    if (error && typeof error === "object" && typeof error.code === "string") {
      const message = typeof error.message === "string" ? `: ${quote(decodeHTML(error.message))}` : "";
      return { problem: `the WordPress error ${error.code}${message}`, wordPressCode: error.code };
    }
    return { problem: `JSON without a WordPress error code: ${quote(text)}` };
  }
  return { problem: `${type} instead of ${expected}: ${quote(text)}` };
}

/** The parsed JSON of a 2xx answer; throws ResponseProblem for HTML or a body that does not parse. */
export function readJson(response: ResponseBody): unknown {
  if (isHtml(response) || response.body.length === 0)
    throw new ResponseProblem(describeBody(response).problem);
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new ResponseProblem(describeBody(response).problem);
  }
}

/** The bytes of a 2xx answer that is an image; throws ResponseProblem otherwise. */
export function readImage(response: ResponseBody): Buffer {
  if (!/^image\//i.test(contentType(response)) || response.body.length === 0) {
    throw new ResponseProblem(describeBody(response, "an image").problem);
  }
  return response.body;
}
