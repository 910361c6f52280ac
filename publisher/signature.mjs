/**
 * Judges a call from WordPress's site-publisher plugin: the HMAC-SHA256 of the raw body in
 * `X-Hub-Signature-256: sha256=<hex>` made with the shared secret, a timestamp at most five minutes old
 * (and not from the future), an id not seen before (a replay is refused), and a payload of the expected
 * shape. Pure but for the replay memory passed in.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-hub-signature-256";
const MAX_AGE_SECONDS = 5 * 60;
/** Clocks of two machines drift; a call from slightly ahead is still fresh. */
const MAX_CLOCK_AHEAD_SECONDS = 60;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
const ID = /^[0-9A-Za-z-]{8,64}$/;
const SLUG = /^[\p{L}\p{N}%_-]{1,200}$/u;
const MAX_ITEMS = 1000;

/** The header value for `body` signed with `secret`, as the plugin writes it. */
export function sign(body, secret) {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Remembers the ids of accepted calls until they would be too old anyway, so a replay within the window
 * is refused and the memory stays bounded.
 */
export class ReplayMemory {
  #seen = new Map();

  /** True when `id` was not seen; remembers it until `expiresAt` (seconds). */
  remember(id, expiresAt, now) {
    for (const [seenId, until] of this.#seen) if (until < now) this.#seen.delete(seenId);
    if (this.#seen.has(id)) return false;
    this.#seen.set(id, expiresAt);
    return true;
  }
}

function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The payload's changes, checked field by field; null when any is malformed. */
function changes(payload) {
  const { posts = [], terms = [], rebuild = false } = payload;
  if (!Array.isArray(posts) || !Array.isArray(terms) || typeof rebuild !== "boolean") return null;
  if (posts.length > MAX_ITEMS || terms.length > MAX_ITEMS) return null;
  const postsOk = posts.every(
    (post) =>
      isRecord(post) &&
      Number.isSafeInteger(post.id) &&
      post.id > 0 &&
      typeof post.visible === "boolean" &&
      typeof post.slug === "string" &&
      (post.slug === "" || SLUG.test(post.slug)),
  );
  const termsOk = terms.every(
    (term) =>
      isRecord(term) &&
      Number.isSafeInteger(term.id) &&
      (term.taxonomy === "category" || term.taxonomy === "post_tag"),
  );
  if (!postsOk || !termsOk) return null;
  return {
    posts: posts.map(({ id, slug, visible }) => ({ id, slug, visible })),
    terms: terms.map(({ id, taxonomy }) => ({ id, taxonomy })),
    rebuild,
  };
}

/**
 * @param {{ body: Buffer, signature: string | undefined, secret: string, now: number, replays: ReplayMemory }} call
 *   `now` in seconds.
 * @returns {{ ok: true, call: { id: string, timestamp: number, posts: object[], terms: object[], rebuild: boolean } }
 *   | { ok: false, reason: string }}
 */
export function verifyCall({ body, signature, secret, now, replays }) {
  const match = SIGNATURE.exec(signature ?? "");
  if (!match) return { ok: false, reason: "no sha256 signature" };
  const expected = createHmac("sha256", secret).update(body).digest();
  if (!timingSafeEqual(Buffer.from(match[1], "hex"), expected))
    return { ok: false, reason: "wrong signature" };

  let payload;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    return { ok: false, reason: "the body is not JSON" };
  }
  if (!isRecord(payload)) return { ok: false, reason: "the body is not a JSON object" };
  const { id, timestamp } = payload;
  if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: "no timestamp" };
  if (timestamp < now - MAX_AGE_SECONDS) return { ok: false, reason: "the call is older than five minutes" };
  if (timestamp > now + MAX_CLOCK_AHEAD_SECONDS) return { ok: false, reason: "the call is from the future" };
  if (typeof id !== "string" || !ID.test(id)) return { ok: false, reason: "no call id" };
  const changed = changes(payload);
  if (!changed) return { ok: false, reason: "malformed changes" };
  // Remembered only once everything else holds, so a forged call cannot block a real id.
  if (!replays.remember(id, timestamp + MAX_AGE_SECONDS, now)) return { ok: false, reason: "replayed call" };
  return { ok: true, call: { id, timestamp, ...changed } };
}
