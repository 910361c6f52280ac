import { problemText, type ProblemLine } from "../admin/problem-text.mjs";
import * as styles from "./EditorPreview.module.css";

/** The editor's words (data/locales/<language>/editor.json) the warnings need. */
export interface WarningWords {
  heading: string;
  problems: Record<string, string>;
}

/**
 * What the build would refuse in the entry, above its preview, in the editor's language: the same words the
 * content API's refusal would have after "Publish".
 */
export function PreviewWarnings({ lines, words }: { lines: readonly ProblemLine[]; words: WarningWords }) {
  if (lines.length === 0) return null;
  return (
    <section className={styles.warnings} aria-labelledby="preview-warnings" data-preview-warnings="">
      <h2 id="preview-warnings">{words.heading}</h2>
      <ul>
        {lines.map((line) => {
          const text = problemText(line, words.problems);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </section>
  );
}
