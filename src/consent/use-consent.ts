import { useCallback, useEffect, useState } from "react";
import { readConsent, writeConsent, type ConsentAnswer } from "./consent-store";

/** No answer read yet: the server's HTML and the first render in the browser, so hydration matches. */
export type ConsentState = ConsentAnswer | null | "unread";

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's stored answer and a way to give one. */
export function useConsent(): [ConsentState, (answer: ConsentAnswer) => void] {
  const [state, setState] = useState<ConsentState>("unread");
  useEffect(() => {
    setState(readConsent(localStorageOrNull()));
  }, []);
  const answer = useCallback((value: ConsentAnswer) => {
    // When storage refuses it, the answer still holds until the visitor leaves the site.
    writeConsent(localStorageOrNull(), value, new Date());
    setState(value);
  }, []);
  return [state, answer];
}
