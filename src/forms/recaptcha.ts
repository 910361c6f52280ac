/** The part of Google's reCAPTCHA v3 API the forms use. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

export const RECAPTCHA_NOT_LOADED = "ReCAPTCHA has not been loaded";

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

/** A reCAPTCHA v3 token for an action; rejects with 'ReCAPTCHA has not been loaded' before the script is ready. */
export function recaptchaToken(siteKey: string, action: string, win: Window = window): Promise<string> {
  const grecaptcha = (win as RecaptchaWindow).grecaptcha;
  if (!grecaptcha || typeof grecaptcha.execute !== "function") {
    return Promise.reject(new Error(RECAPTCHA_NOT_LOADED));
  }
  return new Promise((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, reject);
    });
  });
}
