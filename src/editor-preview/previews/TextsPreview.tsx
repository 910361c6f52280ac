import { JobPostings } from "../../jobs/JobPostings";
import { TeamGroups } from "../../team/TeamGroups";
import { PageI18nProvider, usePageI18n } from "../../shared/i18n/page-i18n";
import { ContentPage } from "../../shared/sections/ContentPage";
import { isRecord } from "../../shared/utils/is-record";
import type { PreviewProps } from "../preview-props";
import * as styles from "../EditorPreview.module.css";

/** The texts of a page that is not made of sections: each key and its words, as the site's type sets them. */
function TextList({ texts, path }: { texts: Record<string, unknown>; path: string }) {
  return (
    <dl className={styles.texts}>
      {Object.entries(texts).map(([key, value]) =>
        isRecord(value) ? (
          <TextList key={key} texts={value} path={`${path}${key}.`} />
        ) : (
          <div key={key}>
            <dt>{`${path}${key}`}</dt>
            <dd>{String(value)}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** The texts with every empty one marked, so an editor sees where a page would have nothing to say. */
function markEmpty(value: unknown, mark: string): unknown {
  if (typeof value === "string") return value.trim() === "" ? mark : value;
  if (Array.isArray(value)) return value.map((item) => markEmpty(item, mark));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markEmpty(item, mark)]));
  return value;
}

/** A page's texts on the page they belong to, with its own parts where the page lists a collection. */
export function TextsPreview({ entry, file, data, language, missing }: PreviewProps) {
  const i18n = usePageI18n();
  // Texts of a language the editor has not opened yet (Decap hands one language at a time) are the built ones.
  const built = i18n.namespaces[file];
  const given = isRecord(entry[language]) ? entry[language] : isRecord(built) ? built : {};
  const texts = markEmpty(given, missing[language]) as Record<string, unknown>;
  const value = { ...i18n, namespaces: { ...i18n.namespaces, [file]: texts } };
  // A page made of sections (hero, sections, call to action) shows as that page; the warnings say what of
  // its form the build would refuse.
  const isContentPage = isRecord(texts.hero);
  return (
    <PageI18nProvider value={value}>
      {isContentPage ? (
        <ContentPage ns={file}>
          {file === "jobs" && (
            <JobPostings
              postings={data.jobs.nodes}
              builtAt={new Date().toISOString()}
              jobsEmail={data.siteJson?.contacts.jobsEmail ?? ""}
              language={language}
            />
          )}
          {file === "team" && <TeamGroups members={data.members.nodes} language={language} />}
        </ContentPage>
      ) : (
        <TextList texts={texts} path="" />
      )}
    </PageI18nProvider>
  );
}
