import { useEffect, useMemo, useState } from "react";
import validators from "site-entry-validators";
import { readEntryMessage, READY_MESSAGE, type EntryMessage } from "../admin/preview-protocol.mjs";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { entryProblems, standaloneCheck } from "./entry-warnings";
import { PreviewBoundary } from "./PreviewBoundary";
import { PreviewWarnings, type WarningWords } from "./PreviewWarnings";
import { previewOf } from "./previews";
import type { PreviewData } from "./preview-props";
import * as styles from "./EditorPreview.module.css";

interface Shown extends EntryMessage {
  /** Counts the entries received: each is rendered afresh after one that failed. */
  count: number;
}

const schemaErrors = standaloneCheck(validators);

/** What the build would refuse in the entry; nothing when a check itself fails (the save still checks). */
function problemsOf(shown: Shown | null, data: PreviewData, routes: readonly string[]) {
  if (!shown) return [];
  try {
    return entryProblems(shown.target, shown.slug, shown.entry, {
      locationIds: data.locations.nodes.map((location) => location.jsonId),
      productSlugs: data.products.nodes.map((product) => product.slug),
      routes,
      schemaErrors,
    });
  } catch (error) {
    console.error("The preview's checks failed", error);
    return [];
  }
}

/**
 * The entry /admin/ sends, shown by the site's own components as its page will show it (docs/editing.md).
 * It listens for the editor's messages and says once that it is ready; it sends nothing else anywhere.
 */
export function EditorPreview({
  data,
  routes,
  language,
  editorWords,
}: {
  data: PreviewData;
  /** The routes a page's links may lead to (the page's context, gatsby/on-create-page.ts). */
  routes: readonly string[];
  language: Language;
  /** The warnings' words by the editor's language. */
  editorWords: Readonly<Record<string, WarningWords>>;
}) {
  const { t } = useTranslation("editor", { keyPrefix: "preview" });
  const [shown, setShown] = useState<Shown | null>(null);
  const problems = useMemo(() => problemsOf(shown, data, routes), [shown, data, routes]);

  useEffect(() => {
    const origin = window.location.origin;
    const receive = (event: MessageEvent) => {
      const message = readEntryMessage(event, origin);
      if (!message) return;
      setShown((before) => ({ ...message, count: (before?.count ?? 0) + 1 }));
    };
    window.addEventListener("message", receive);
    // /admin/ is the top window (the pane is a frame of Decap's own frame); alone, this page waits.
    if (window.top && window.top !== window) window.top.postMessage({ kind: READY_MESSAGE }, origin);
    return () => window.removeEventListener("message", receive);
  }, []);

  if (!shown) {
    return (
      <p className={styles.notice} role="status">
        {t("waiting")}
      </p>
    );
  }
  const Preview = previewOf(shown.target);
  if (!Preview) return <p className={styles.notice}>{t("none")}</p>;
  const [, file = ""] = shown.target.split("/");
  const mark = t("missing");
  const words = editorWords[shown.language] ?? editorWords[language];
  return (
    <>
      {words && <PreviewWarnings lines={problems} words={words} />}
      <PreviewBoundary resetKey={shown.count} fallback={<p className={styles.notice}>{t("cannotShow")}</p>}>
        <Preview
          entry={shown.entry}
          slug={shown.slug}
          file={file}
          images={shown.images}
          data={data}
          language={language}
          missing={{ en: mark, de: mark }}
        />
      </PreviewBoundary>
    </>
  );
}
