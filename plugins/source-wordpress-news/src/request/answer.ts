import { decodeHTML } from "entities";
import type { TransportAnswer } from "../transport/transport";

/** How much of an unexpected body a message quotes. */
const QUOTED_CHARACTERS = 200;

export type Expected = "JSON" | "an image";

/** A 2xx answer that still cannot be used (HTML, broken JSON, not an image). */
export class AnswerProblem extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = "AnswerProblem";
  }
}

export interface BodyDescription {
  /** What came back, for a message: a WordPress error quoted, or the kind of body and its beginning. */
  problem: string;
  /** The `code` of a WordPress error body, e.g. rest_post_invalid_page_number. */
  wordPressCode?: string;
}

type AnswerBody = Pick<TransportAnswer, "headers" | "body">;

function contentType(answer: AnswerBody): string {
  return answer.headers.get("content-type") ?? "";
}

/**
 * An HTML page where JSON was expected: a PHP fatal error, a database outage, a login or maintenance page,
 * or WordPress's front page when plain permalinks redirect /wp-json/… to it. The header decides; a body
 * without one that starts like HTML counts too.
 */
export function isHtml(answer: AnswerBody): boolean {
  const type = contentType(answer);
  if (type) return /html/i.test(type);
  return /^\s*<(!doctype|html|head|body)\b/i.test(answer.body.toString("utf8", 0, 100));
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
export function describeBody(answer: AnswerBody, expected: Expected = "JSON"): BodyDescription {
  const text = answer.body.toString("utf8");
  if (text.trim() === "") return { problem: "an empty body" };
  if (isHtml(answer)) {
    const title = htmlTitle(text);
    return {
      problem: `HTML instead of ${expected}${title ? ` (page title "${title}")` : ""}: ${quote(text)}`,
    };
  }
  const type = contentType(answer);
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

/** The parsed JSON of a 2xx answer; throws AnswerProblem for HTML or a body that does not parse. */
export function readJson(answer: AnswerBody): unknown {
  if (isHtml(answer) || answer.body.length === 0) throw new AnswerProblem(describeBody(answer).problem);
  try {
    return JSON.parse(answer.body.toString("utf8"));
  } catch {
    throw new AnswerProblem(describeBody(answer).problem);
  }
}

/** The bytes of a 2xx answer that is an image; throws AnswerProblem otherwise. */
export function readImage(answer: AnswerBody): Buffer {
  if (!/^image\//i.test(contentType(answer)) || answer.body.length === 0) {
    throw new AnswerProblem(describeBody(answer, "an image").problem);
  }
  return answer.body;
}
