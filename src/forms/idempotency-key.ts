/** The part of Web Crypto the keys need; `randomUUID` exists only in secure contexts (https, localhost). */
export interface KeyCrypto {
  randomUUID?: () => string;
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

/** A random UUID (version 4), from `randomUUID` where the browser offers it, else from random bytes. */
export function newIdempotencyKey(crypto: KeyCrypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Fields that differ between two tries of the same message and so must not make it a new one. */
const PER_TRY_FIELDS = new Set(["g-recaptcha-response"]);

/** What a body says, as text: files by name, size, type and date (their bytes are not read). */
export function bodyFingerprint(body: FormData): string {
  const entries: [string, string][] = [];
  body.forEach((value, name) => {
    if (PER_TRY_FIELDS.has(name)) return;
    entries.push([
      name,
      typeof value === "string"
        ? value
        : `file:${value.name}:${value.size}:${value.type}:${(value as File).lastModified ?? ""}`,
    ]);
  });
  return JSON.stringify(entries);
}

/**
 * The `Idempotency-Key` of each try: a retry of the same content after a failure carries the key of the
 * first try, so the mail service can drop a message it already delivered (the answer may have been lost
 * on the way back); changed content or a success starts a new key.
 */
export class IdempotencyKeys {
  private pending: { fingerprint: string; key: string } | null = null;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  /** The key for a try with this body. */
  keyFor(body: FormData): string {
    const fingerprint = bodyFingerprint(body);
    if (this.pending?.fingerprint !== fingerprint) this.pending = { fingerprint, key: this.generate() };
    return this.pending.key;
  }

  /** The message was delivered: the next one, even with the same content, is a new message. */
  delivered(): void {
    this.pending = null;
  }
}
