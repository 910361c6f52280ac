import { Link } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import type { Translate } from "../shared/i18n/translate";
import type { SearchHit } from "./search-hits";
import type { SearchState } from "./use-site-search";
import * as styles from "./SearchResults.module.css";

/**
 * The status line (announced to screen readers), the list of hits and a button for more; arrow keys move
 * through the list.
 */
export function SearchResults({
  state,
  listRef,
  onFollow,
  onLeaveTop,
  onShowMore,
}: {
  state: SearchState;
  listRef: RefObject<HTMLOListElement>;
  onFollow?: () => void;
  /** The up arrow on the first hit: back to the field. */
  onLeaveTop: () => void;
  onShowMore: () => void;
}) {
  const { t } = useTranslation("common");
  const shown = state.status === "done" ? state.hits.length : 0;
  // After "more", the focus goes to the first added hit (the button may be gone).
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    if (firstAdded.current === null || shown <= firstAdded.current) return;
    listRef.current?.querySelectorAll<HTMLElement>(`.${styles.title}`)[firstAdded.current]?.focus();
    firstAdded.current = null;
  }, [shown, listRef]);

  const onListKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>(`.${styles.title}`) ?? [])];
    const index = links.findIndex((link) => link === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    if (next >= 0 && next < links.length) links[next].focus();
    else if (next < 0) onLeaveTop();
  };

  return (
    <div>
      <p className={styles.status} role="status">
        {statusText(state, t)}
      </p>
      {state.status === "done" && state.hits.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between links
        <ol ref={listRef} className={styles.hits} onKeyDown={onListKeyDown}>
          {state.hits.map((hit) => (
            <Hit key={hit.url} hit={hit} onFollow={onFollow} />
          ))}
        </ol>
      )}
      {state.status === "done" && shown < state.total && (
        <button
          type="button"
          className={styles.more}
          aria-disabled={state.loadingMore}
          onClick={() => {
            firstAdded.current = shown;
            onShowMore();
          }}
        >
          {t("search.showMore")}
        </button>
      )}
    </div>
  );
}

function Hit({ hit, onFollow }: { hit: SearchHit; onFollow?: () => void }) {
  const { t } = useTranslation("common");
  return (
    <li className={styles.hit}>
      <span className={styles.kind}>{t(`search.kind.${hit.kind}`)}</span>
      <Link to={hit.url} className={styles.title} onClick={onFollow}>
        {hit.title}
      </Link>
      <p className={styles.excerpt}>
        {hit.excerpt.map((part, index) =>
          part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </p>
      {hit.datasheet && (
        <a
          href={hit.datasheet}
          className={styles.datasheet}
          type="application/pdf"
          download
          aria-label={`${t("search.datasheet")}: ${hit.title}`}
        >
          {t("search.datasheet")}
        </a>
      )}
    </li>
  );
}

function statusText(state: SearchState, t: Translate): string {
  switch (state.status) {
    case "idle":
      return "";
    case "searching":
      return t("search.searching");
    case "failed":
      return t("search.failed");
    case "done":
      if (state.total === 0) return t("search.noResults", { query: state.query });
      if (state.total > state.hits.length)
        return t("search.moreResults", { query: state.query, count: state.total, shown: state.hits.length });
      return t("search.results", { query: state.query, count: state.total });
  }
}
