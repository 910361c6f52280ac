import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { ConsentAnswer } from "../consent/consent-store";
import { loadTagManager } from "./tag-manager";
import { MAIN_CONTENT_ID } from "../shared/layout/SkipLink";
import { onConsentSettingsRequest } from "../consent/consent-settings-request";
import { useConsent } from "../consent/use-consent";

// The banner's code is fetched only when it shows: visitors who answered before never load it.
const ConsentPrompt = lazy(() => import(/* webpackChunkName: "consent-prompt" */ "../consent/ConsentPrompt"));

/**
 * Loads the tag manager once the visitor agreed; asks with the banner while there is no answer, and again
 * when the visitor opens the cookie settings.
 */
export function TagManagerConsent({ containerId }: { containerId: string }) {
  const [consent, setConsent] = useConsent();
  // The button that reopened the banner; null while it shows for a visitor who has not answered yet.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (consent === "granted") loadTagManager(containerId);
  }, [consent, containerId]);
  useEffect(() => onConsentSettingsRequest((element) => setOpener(element)), []);

  const close = useCallback(() => {
    setOpener(null);
    opener?.focus();
  }, [opener]);

  if (consent === "unread" || (consent !== null && opener === null)) return null;
  const answer = (value: ConsentAnswer) => {
    setConsent(value);
    if (opener) close();
    // The focused button disappears with the banner; keep the keyboard at the content, not at <body>.
    else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <Suspense fallback={null}>
      <ConsentPrompt
        containerId={containerId}
        current={consent}
        onAnswer={answer}
        onClose={opener ? close : undefined}
      />
    </Suspense>
  );
}
