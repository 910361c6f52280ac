import type { PageSection } from "../i18n/page-content";
import * as styles from "./ContentSection.module.css";

/** One section of a content page: heading, paragraphs, a bullet list and a grid of cards, as present. */
export function ContentSection({ section }: { section: PageSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId}>{section.title}</h2>
        {section.intro && <p className={styles.intro}>{section.intro}</p>}
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {section.list && (
          <ul className={styles.list}>
            {section.list.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        )}
        {section.items && (
          <ul className={styles.cards}>
            {section.items.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
