import { useEffect } from "react";
import type { ConsentAnswer } from "../../analytics/consent-store";
import { loadTagManager } from "../../browser/tag-manager";
import { MAIN_CONTENT_ID } from "../layout/SkipLink";
import { ConsentBanner } from "./ConsentBanner";
import { useConsent } from "./use-consent";

/** Loads the tag manager once the visitor agreed; asks with the banner while there is no answer. */
export function TagManagerConsent({ containerId }: { containerId: string }) {
  const [consent, setConsent] = useConsent();
  useEffect(() => {
    if (consent === "granted") loadTagManager(containerId);
  }, [consent, containerId]);

  if (consent !== null) return null;
  const answer = (value: ConsentAnswer) => {
    setConsent(value);
    // The focused button disappears with the banner; keep the keyboard at the content, not at <body>.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return <ConsentBanner onAnswer={answer} />;
}
