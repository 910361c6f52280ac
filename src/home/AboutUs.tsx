import { useNamespace } from "../shared/i18n/page-i18n";
import * as styles from "./AboutUs.module.css";

interface AboutUsContent {
  title: string;
  paragraphs: string[];
  facts: { value: string; label: string }[];
}

/** The company in three paragraphs and four figures (namespace `aboutus`). */
export function AboutUs() {
  const content = useNamespace("aboutus") as AboutUsContent;
  return (
    <section id="about-us" className={styles.about} aria-labelledby="about-us-heading">
      <div className={styles.inner}>
        <h2 id="about-us-heading">{content.title}</h2>
        <div className={styles.columns}>
          <div>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            {content.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.label}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
