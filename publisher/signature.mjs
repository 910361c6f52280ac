/**
 * Judges what reaches the publisher signed with the secret it shares with WordPress's site-publisher plugin:
 * its calls and its status reads (docs/publishing.md). Pure.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { readChanges } from "./changes.mjs";

export const SIGNATURE_HEADER = "x-hub-signature-256";
export const TIMESTAMP_HEADER = "x-publisher-timestamp";
/** How long a signed call or status read stays good; also how long its id is remembered. */
export const MAX_AGE_SECONDS = 5 * 60;
/** Clocks of two machines drift; a call from slightly ahead is still fresh. */
const MAX_CLOCK_AHEAD_SECONDS = 60;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
const ID = /^[0-9A-Za-z-]{8,64}$/;
const TIMESTAMP = /^\d{1,12}$/;

/** The header value for `body` signed with `secret`, as the plugin writes it. */
export function sign(body, secret) {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The signature of a status read made at `timestamp` (seconds). */
export function statusSignature(timestamp, secret) {
  return sign(`status:${timestamp}`, secret);
}

// Each refusal has a code the plugin acts on (`stale`, `future`: its clock is off) and a reason for logs.
const refused = (code, reason) => ({ ok: false, code, reason });

/** Whether `signature` is the HMAC of `message`; compared in constant time. */
function signatureMatches(message, signature, secret) {
  const match = SIGNATURE.exec(typeof signature === "string" ? signature : "");
  if (!match) return false;
  return timingSafeEqual(Buffer.from(match[1], "hex"), createHmac("sha256", secret).update(message).digest());
}

/** Why a timestamp (seconds) is not fresh at `now`, or null when it is. */
function staleness(timestamp, now) {
  if (timestamp < now - MAX_AGE_SECONDS) return refused("stale", "the call is older than five minutes");
  if (timestamp > now + MAX_CLOCK_AHEAD_SECONDS) return refused("future", "the call is from the future");
  return null;
}

/**
 * A call. Whether its id was seen before is the queue's to judge (build-queue.mjs), which keeps the ids of
 * recent calls on the disk.
 * @param {{ body: Buffer, signature: unknown, secret: string, now: number }} call `now` in seconds.
 * @returns {{ ok: true, call: { id: string, timestamp: number } & import("./changes.mjs").Changes,
 *   warnings: string[] } | { ok: false, code: string, reason: string }}
 */
export function verifyCall({ body, signature, secret, now }) {
  if (typeof signature !== "string" || !SIGNATURE.test(signature)) {
    return refused("unsigned", "no sha256 signature");
  }
  if (!signatureMatches(body, signature, secret)) return refused("signature", "wrong signature");

  let payload;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    return refused("malformed", "the body is not JSON");
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return refused("malformed", "the body is not a JSON object");
  }
  const { id, timestamp } = payload;
  if (!Number.isSafeInteger(timestamp)) return refused("malformed", "no timestamp");
  const late = staleness(timestamp, now);
  if (late) return late;
  if (typeof id !== "string" || !ID.test(id)) return refused("malformed", "no call id");
  const read = readChanges(payload);
  if (!read) return refused("malformed", "malformed changes");
  return { ok: true, call: { id, timestamp, ...read.changes }, warnings: read.warnings };
}

/**
 * A status read: "details" when signed and fresh, "public" when unsigned, a refusal when the signature is
 * there but wrong or old (so a misconfigured plugin learns it).
 * @param {{ timestamp: unknown, signature: unknown, secret: string, now: number }} read
 */
export function judgeStatusRead({ timestamp, signature, secret, now }) {
  if (signature === undefined && timestamp === undefined) return { ok: true, view: "public" };
  if (typeof timestamp !== "string" || !TIMESTAMP.test(timestamp)) {
    return refused("malformed", "no timestamp");
  }
  if (!signatureMatches(`status:${timestamp}`, signature, secret)) {
    return refused("signature", "wrong signature");
  }
  return staleness(Number(timestamp), now) ?? { ok: true, view: "details" };
}
