import type { ConsentAnswer } from "./consent-store";
import { withdrawAnalytics } from "../analytics/analytics-withdrawal";
import { updateTagManagerConsent } from "../analytics/tag-manager-consent";
import { ConsentBanner } from "./ConsentBanner";

/**
 * The banner with what an answer does in this page beyond being stored: a decline withdraws consent from a
 * container already running and removes the analytics cookies; an accept tells such a container again.
 * Its own chunk, with the banner: loaded only when the banner shows.
 */
export default function ConsentPrompt({
  containerId,
  current,
  onAnswer,
  onClose,
}: {
  containerId: string;
  current: ConsentAnswer | null;
  onAnswer: (answer: ConsentAnswer) => void;
  onClose?: () => void;
}) {
  const answer = (value: ConsentAnswer) => {
    if (value === "denied") withdrawAnalytics(containerId);
    else updateTagManagerConsent(containerId, "granted");
    onAnswer(value);
  };
  return <ConsentBanner current={current} onAnswer={answer} onClose={onClose} />;
}
