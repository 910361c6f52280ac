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

export const SEND_TIMEOUT_MS = 20_000;

export interface SendOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The mail service's endpoint for a configured base URL. */
export function sendEndpoint(mailApiUrl: string): string {
  return `${mailApiUrl.replace(/\/+$/, "")}/api/emails/send`;
}

/**
 * Posts a form as multipart/form-data to the mail service (DESIGN.md §7) and returns its answer, parsed
 * from the response text as JSON (the service answers with a text content type). Rejects with a
 * MailSendError on a network error, a time-out, a non-2xx status or an answer that is not JSON.
 */
export async function sendMail(
  mailApiUrl: string,
  body: FormData,
  options: SendOptions = {},
): Promise<unknown> {
  const fetchImpl = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SEND_TIMEOUT_MS);
  let text: string;
  let response: Response;
  try {
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    response = await fetchImpl(sendEndpoint(mailApiUrl), {
      method: "POST",
      mode: "cors",
      referrerPolicy: "no-referrer",
      headers: { Accept: "text/html" },
      body,
      signal: controller.signal,
    });
    text = await response.text();
  } catch {
    throw new MailSendError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new MailSendError("status", response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MailSendError("unparsable", response.status);
  }
}
