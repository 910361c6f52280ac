import { startStallTimer } from "./stall-timer";

/** Why a message did not reach the mail service. */
export type SendFailure = "network" | "timeout" | "status" | "unparsable";

export class MailSendError extends Error {
  constructor(
    readonly kind: SendFailure,
    readonly status?: number,
  ) {
    super(`Sending failed: ${kind}${status === undefined ? "" : ` (status ${status})`}`);
    this.name = "MailSendError";
  }
}

export type SendState = "idle" | "sending" | "sent" | "failed";

/**
 * How long a send may go without moving a byte (up or down) before it is given up. Not a limit on the
 * whole send: a 20 MB CAD file on a slow link takes as long as it takes, as long as it keeps moving.
 */
export const STALL_TIMEOUT_MS = 30_000;

export interface SendOptions {
  stallTimeoutMs?: number;
  /** Sent as the `Idempotency-Key` header: the same for every try of one message (IdempotencyKeys). */
  idempotencyKey?: string;
  /** Tests pass a fake request. */
  createRequest?: () => XMLHttpRequest;
}

/** The mail service's endpoint for a configured base URL. */
export function sendEndpoint(mailApiUrl: string): string {
  return `${mailApiUrl.replace(/\/+$/, "")}/api/emails/send`;
}

/**
 * Posts a form as multipart/form-data to the mail service (docs/architecture.md §7) and returns its
 * answer, parsed from the response text as JSON (the service answers with a text content type). Rejects
 * with a MailSendError on a network error, a stall, a non-2xx status or an answer that is not JSON.
 *
 * XMLHttpRequest rather than fetch: only it reports upload progress, which the stall time-out needs. It has
 * no per-request referrer policy; the site's `strict-origin-when-cross-origin` sends the mail service the
 * origin at most (which the CORS `Origin` header carries anyway), never the page's path.
 */
export function sendMail(mailApiUrl: string, body: FormData, options: SendOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    let stalled = false;
    const timer = startStallTimer(options.stallTimeoutMs ?? STALL_TIMEOUT_MS, () => {
      stalled = true;
      request.abort();
    });
    const fail = (kind: SendFailure, status?: number) => {
      timer.stop();
      reject(new MailSendError(kind, status));
    };
    request.open("POST", sendEndpoint(mailApiUrl));
    request.setRequestHeader("Accept", "text/html");
    if (options.idempotencyKey) request.setRequestHeader("Idempotency-Key", options.idempotencyKey);
    // Every chunk written or read is a sign of life.
    request.upload.onprogress = () => timer.progress();
    request.onprogress = () => timer.progress();
    request.onerror = () => fail("network");
    request.onabort = () => fail(stalled ? "timeout" : "network");
    request.onload = () => {
      timer.stop();
      if (request.status < 200 || request.status >= 300) return fail("status", request.status);
      try {
        resolve(JSON.parse(request.responseText) as unknown);
      } catch {
        fail("unparsable", request.status);
      }
    };
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    request.send(body);
  });
}
