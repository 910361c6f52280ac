import { useLocation } from "@reach/router";
import { useTranslation } from "../shared/i18n/page-i18n";
import { useEffect, useMemo, useState } from "react";
import type { Language } from "../shared/i18n/languages";
import { previewPost } from "./preview-post";
import { editLink, previewRequest } from "./preview-request";
import { previewSearch } from "./preview-token";
import { PlainSection } from "../shared/sections/PlainSection";
import { NewsPost, type NewsPostContent } from "../news/NewsPost";
import * as styles from "./DraftPreview.module.css";

type State =
  | { kind: "loading" }
  | { kind: "post"; post: NewsPostContent }
  | { kind: "problem"; message: "missing" | "expired" | "refused" | "unreachable" | "notConfigured" };

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the plugin's refusal says: an expired link, or one that opens nothing. */
async function refusal(response: Response): Promise<"expired" | "refused"> {
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;
  return code === "site_preview_expired" ? "expired" : "refused";
}

/**
 * A post as WordPress has it now, fetched in the browser with the preview link's token and shown in the
 * news post layout. Nothing is rendered on the server: the page is the same for every post.
 */
export function DraftPreview({
  wordpressUrl,
  language,
}: {
  wordpressUrl: string | null;
  language: Language;
}) {
  const { t } = useTranslation("news", { keyPrefix: "preview" });
  const { search, pathname } = useLocation();
  const preview = useMemo(() => previewSearch(search, sessionStorageOrNull()), [search]);
  const request = wordpressUrl ? previewRequest(preview.search, wordpressUrl) : null;
  const [state, setState] = useState<State>({ kind: "loading" });
  const url = request?.ok ? request.url : null;

  // The token leaves the address bar (docs/publishing.md).
  useEffect(() => {
    if (preview.addressBar !== null) {
      window.history.replaceState(window.history.state, "", `${pathname}${preview.addressBar}`);
    }
  }, [preview.addressBar, pathname]);

  useEffect(() => {
    if (!wordpressUrl) return setState({ kind: "problem", message: "notConfigured" });
    if (!url) return setState({ kind: "problem", message: "missing" });
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetch(url, { signal: controller.signal, credentials: "omit", cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) return setState({ kind: "problem", message: await refusal(response) });
        const post = previewPost(await response.json(), wordpressUrl, language);
        setState(post ? { kind: "post", post } : { kind: "problem", message: "refused" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "problem", message: "unreachable" });
      });
    return () => controller.abort();
  }, [url, wordpressUrl, language]);

  if (state.kind === "post") {
    return (
      <>
        <p className={styles.notice} role="note">
          {t("notice")}
        </p>
        <NewsPost post={state.post} newer={null} older={null} language={language} />
      </>
    );
  }
  return (
    <PlainSection id="preview" title={t("meta.title")} headingLevel={1}>
      {state.kind === "loading" ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <div role="alert">
          <p>{t(state.message)}</p>
          {wordpressUrl && (
            <p>
              <a href={editLink(wordpressUrl, request?.postId ?? null)}>{t("backToWordPress")}</a>
            </p>
          )}
        </div>
      )}
    </PlainSection>
  );
}
