import { useCallback, useEffect } from "react";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { loadRecaptcha, recaptchaToken } from "./recaptcha";

/** Where GATSBY_RECAPTCHA_SITE_KEY is set: loads reCAPTCHA v3 with the form and adds a token to a body. */
export function useRecaptcha(action: string) {
  const siteKey = publicConfiguration.recaptchaSiteKey;
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey);
  }, [siteKey]);
  return useCallback(
    async (body: FormData) => {
      if (siteKey) body.append("g-recaptcha-response", await recaptchaToken(siteKey, action));
      return body;
    },
    [siteKey, action],
  );
}
