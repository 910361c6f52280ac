import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { usePostingStatuses } from "./use-posting-statuses";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./JobPostings.module.css";

export interface Posting {
  jsonId: string;
  title: Localized;
  summary: Localized;
  /** The first instant the posting is closed (ISO), decided at build time. */
  closesAtInstant: string;
  /** The closing day as written, in each language. */
  closingDateText: Localized;
  pdf: string;
  imageAlt: Localized;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

export function JobPostings({
  postings,
  builtAt,
  jobsEmail,
  language,
}: {
  postings: readonly Posting[];
  builtAt: string;
  jobsEmail: string;
  language: Language;
}) {
  const { t } = useTranslation("jobs");
  const statuses = usePostingStatuses(postings, builtAt);
  const noneOpen = !statuses.includes("open");

  return (
    <section id="postings" className={styles.postings} aria-labelledby="postings-heading">
      <h2 id="postings-heading">{t("postings.title")}</h2>
      {noneOpen && (
        <p className={styles.none} role="status">
          {t("postings.none")}
        </p>
      )}
      <ul className={styles.list}>
        {postings.map((posting, index) => {
          const status = statuses[index];
          const image = posting.image.childImageSharp?.gatsbyImageData;
          const date = posting.closingDateText[language];
          return (
            <li key={posting.jsonId}>
              <article className={styles.posting} data-status={status}>
                {image && (
                  <SiteImage image={image} alt={posting.imageAlt[language]} className={styles.image} />
                )}
                <div className={styles.body}>
                  <p className={styles.status}>{t(`postings.${status}`)}</p>
                  <h3 className={styles.title}>{posting.title[language]}</h3>
                  <p className={styles.date}>
                    {t(status === "open" ? "postings.closesOn" : "postings.closedOn", { date })}
                  </p>
                  <p>{posting.summary[language]}</p>
                  <a href={posting.pdf} type="application/pdf">
                    {t("postings.pdf")}
                    <span className="visually-hidden">: {posting.title[language]}</span>
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <div className={styles.unsolicited}>
        <h3>{t("postings.unsolicited.title")}</h3>
        <p>{t("postings.unsolicited.text")}</p>
        <a href={`mailto:${jobsEmail}`} className={styles.apply}>
          {t("postings.unsolicited.label")}
        </a>
      </div>
    </section>
  );
}
