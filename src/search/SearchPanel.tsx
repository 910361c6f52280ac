import { useTranslation } from "../shared/i18n/page-i18n";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLanguage } from "../shared/i18n/use-language";
import { localizePath } from "../shared/i18n/languages";
import { SEARCH_KINDS } from "./page-kind";
import { SearchResults } from "./SearchResults";
import { useSiteSearch, type KindFilter } from "./use-site-search";
import * as styles from "./SearchPanel.module.css";

/**
 * The search field, the kind filter and the results, in the dialog and on the search page. The form also
 * works as a plain GET of /search/?q=…&kind=…; `onChange` tells the search page what to put in its URL.
 */
export function SearchPanel({
  initialQuery = "",
  initialKind = "all",
  focusOnOpen = false,
  showSubmit = false,
  onChange,
  onFollow,
}: {
  initialQuery?: string;
  initialKind?: KindFilter;
  /** The dialog opens for typing: the field is its first stop. */
  focusOnOpen?: boolean;
  /** A visible submit button (the search page; in the dialog Enter does it). */
  showSubmit?: boolean;
  onChange?: (query: string, kind: KindFilter) => void;
  onFollow?: () => void;
}) {
  const { t } = useTranslation("common");
  const language = useLanguage();
  const [query, setQuery] = useState(initialQuery);
  const [kind, setKind] = useState<KindFilter>(initialKind);
  const { state, showMore } = useSiteSearch(query, kind, language);
  const results = useRef<HTMLOListElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const kindId = useId();
  const hintId = useId();

  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  const update = (nextQuery: string, nextKind: KindFilter) => {
    setQuery(nextQuery);
    setKind(nextKind);
    onChange?.(nextQuery, nextKind);
  };

  // From the field, the down arrow goes to the first result.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown") return;
    const first = results.current?.querySelector<HTMLElement>("a");
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.panel}>
      <form
        role="search"
        className={styles.form}
        action={localizePath("/search/", language)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          results.current?.querySelector<HTMLElement>("a")?.focus();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {t("search.label")}
          </label>
          <input
            ref={field}
            id={fieldId}
            className={styles.control}
            type="search"
            name="q"
            value={query}
            placeholder={t("search.placeholder")}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={hintId}
            onChange={(event) => update(event.target.value, kind)}
            onKeyDown={onFieldKeyDown}
          />
          <span id={hintId} className="visually-hidden">
            {t("search.keyboardHint")}
          </span>
        </div>
        <div className={styles.kind}>
          <label htmlFor={kindId} className={styles.label}>
            {t("search.kindLabel")}
          </label>
          <select
            id={kindId}
            className={styles.control}
            name="kind"
            value={kind}
            onChange={(event) => update(query, event.target.value as KindFilter)}
          >
            {(["all", ...SEARCH_KINDS] as const).map((value) => (
              <option key={value} value={value}>
                {t(`search.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {showSubmit && (
          <button type="submit" className={styles.submit}>
            {t("search.submit")}
          </button>
        )}
      </form>
      <SearchResults
        state={state}
        listRef={results}
        onFollow={onFollow}
        onLeaveTop={() => field.current?.focus()}
        onShowMore={showMore}
      />
    </div>
  );
}
