/** The visitor's answer to the consent banner, kept in this browser only (docs/browser-behaviour.md). */

// In localStorage, not a cookie: no server reads it, so a cookie would travel with every request for nothing.
export const CONSENT_STORAGE_KEY = "site_consent";
// Raised when the purposes change.
const CONSENT_VERSION = 1;

export type ConsentAnswer = "granted" | "denied";

interface StoredConsent {
  version: number;
  answer: ConsentAnswer;
  /** When the visitor answered (ISO 8601), as a record of the consent. */
  answeredAt: string;
}

/** The part of the Storage API used here, so tests pass a plain object. */
export type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored answer, or null when there is none, it is unreadable or from an older version. */
export function parseConsent(raw: string | null): ConsentAnswer | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (stored?.version !== CONSENT_VERSION) return null;
    return stored.answer === "granted" || stored.answer === "denied" ? stored.answer : null;
  } catch {
    return null;
  }
}

export function serializeConsent(answer: ConsentAnswer, now: Date): string {
  const stored: StoredConsent = { version: CONSENT_VERSION, answer, answeredAt: now.toISOString() };
  return JSON.stringify(stored);
}

/** Reads the answer; storage that throws (blocked, private mode) counts as no answer. */
export function readConsent(storage: ConsentStorage | null): ConsentAnswer | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Stores the answer; returns false when the storage refused it (then it lasts for this page only). */
export function writeConsent(storage: ConsentStorage | null, answer: ConsentAnswer, now: Date): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(answer, now));
    return true;
  } catch {
    return false;
  }
}
