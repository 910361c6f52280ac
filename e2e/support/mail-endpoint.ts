import { expect } from "./test";
import { MEGABYTES } from "./uploads";

/**
 * The local mail endpoint the forms send to (scripts/test/servers/mail-endpoint.mjs, started by scripts/test/e2e.sh; the
 * build must use GATSBY_MAIL_API_URL=http://127.0.0.1:8093, as scripts/test/test.sh builds it). The tests share
 * it: each marks its message with a `token()` and looks only for that.
 */
const MAIL = process.env.MAIL_ENDPOINT_URL ?? "http://127.0.0.1:8093";

/** The form an Idempotency-Key has. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Received {
  headers: { accept: string; referer: string | null; origin: string | null; idempotencyKey: string | null };
  fields: Record<string, string[]>;
  files: { field: string; filename: string; size: number; text: string }[];
}

export function token(): string {
  return `token-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function received(mark: string): Promise<Received[]> {
  const all = (await (await fetch(`${MAIL}/__received`)).json()) as Received[];
  return all.filter((entry) => JSON.stringify(entry.fields).includes(mark));
}

export async function failNext(mode: "500" | "drop" | "not-json", match: string) {
  const response = await fetch(`${MAIL}/__fail`, { method: "POST", body: JSON.stringify({ mode, match }) });
  expect(response.ok).toBe(true);
}

/** Every send the endpoint was asked for with `mark` in a field, failed ones too, in order. */
export async function attempts(mark: string): Promise<{ idempotencyKey: string | null; outcome: string }[]> {
  const all = (await (await fetch(`${MAIL}/__attempts`)).json()) as (Received & {
    idempotencyKey: string | null;
    outcome: string;
  })[];
  return all
    .filter((entry) => JSON.stringify(entry.fields).includes(mark))
    .map(({ idempotencyKey, outcome }) => ({ idempotencyKey, outcome }));
}

interface SlowUpload {
  plan: number;
  bytes: number;
  slow: string;
  stalled: boolean;
}

/**
 * Makes the endpoint read the next send of at least 1 MB slowly, or stop reading it; returns a function
 * that tells how that send is doing (undefined before it starts and after it ends).
 */
export async function slowNextUpload(
  plan: { mode: "throttle"; bytesPerSecond: number } | { mode: "stall"; afterBytes: number },
) {
  const response = await fetch(`${MAIL}/__slow`, {
    method: "POST",
    body: JSON.stringify({ ...plan, minBytes: MEGABYTES }),
  });
  expect(response.ok).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return async () => {
    const uploads = (await (await fetch(`${MAIL}/__uploads`)).json()) as SlowUpload[];
    return uploads.find((upload) => upload.plan === id);
  };
}
