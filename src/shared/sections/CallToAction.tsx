import { LocalizedLink } from "../links/LocalizedLink";
import type { PageContent } from "../i18n/page-content";
import * as styles from "./CallToAction.module.css";

export function CallToAction({ cta }: { cta: NonNullable<PageContent["cta"]> }) {
  return (
    <section className={styles.cta} aria-labelledby="call-to-action">
      <div className={styles.inner}>
        <h2 id="call-to-action" className={styles.title}>
          {cta.title}
        </h2>
        <p className={styles.text}>{cta.text}</p>
        <LocalizedLink to={cta.href} className={styles.button}>
          {cta.label}
        </LocalizedLink>
      </div>
    </section>
  );
}
