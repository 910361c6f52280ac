import { useEffect, useState } from "react";
import { postingStatusAt } from "./posting-status";

export interface PostingClock {
  /** The first instant the posting is closed, decided at build time (gatsby/create-resolvers.ts). */
  closesAtInstant: string;
}

/**
 * Open or closed for each posting: first as at build time (so the served HTML and hydration agree), then
 * again with the visitor's clock, so an old build never advertises a posting that has closed since.
 */
export function usePostingStatuses(postings: readonly PostingClock[], builtAt: string) {
  const decide = (now: Date) => postings.map((posting) => postingStatusAt(posting.closesAtInstant, now));
  const [statuses, setStatuses] = useState(() => decide(new Date(builtAt)));
  useEffect(() => {
    setStatuses(decide(new Date()));
    // The postings are page data: they do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return statuses;
}
