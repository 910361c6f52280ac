import { withTimeLimit } from "../shared/utils/time-limit";

/** The part of Google's reCAPTCHA v3 API the forms use. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

export const RECAPTCHA_NOT_LOADED = "ReCAPTCHA has not been loaded";
export const RECAPTCHA_TIMED_OUT = "ReCAPTCHA did not answer in time";

/** How long a send waits for a token: Google's servers can hang, and the visitor must not wait for ever. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

/** Adds Google's script once; the token getter below rejects until it has run. */
export function loadRecaptcha(siteKey: string, doc: Document = document): void {
  const id = "recaptcha-script";
  if (doc.getElementById(id)) return;
  const script = doc.createElement("script");
  script.id = id;
  script.async = true;
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  doc.head.appendChild(script);
}

/**
 * A reCAPTCHA v3 token for an action. Rejects with RECAPTCHA_NOT_LOADED before the script is ready, and
 * with RECAPTCHA_TIMED_OUT when no token came within `timeoutMs` (`ready` or `execute` never answering).
 */
export function recaptchaToken(
  siteKey: string,
  action: string,
  win: Window = window,
  timeoutMs: number = RECAPTCHA_TIMEOUT_MS,
): Promise<string> {
  const grecaptcha = (win as RecaptchaWindow).grecaptcha;
  if (!grecaptcha || typeof grecaptcha.execute !== "function") {
    return Promise.reject(new Error(RECAPTCHA_NOT_LOADED));
  }
  const token = new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, reject);
    });
  });
  return withTimeLimit(token, timeoutMs, () => new Error(RECAPTCHA_TIMED_OUT));
}
