import React from "react";
import { Link } from "gatsby-plugin-react-i18next";
import type { PageContent } from "../../i18n/page-content";
import * as styles from "./CallToAction.module.css";

export function CallToAction({ cta }: { cta: NonNullable<PageContent["cta"]> }) {
  return (
    <section className={styles.cta} aria-labelledby="call-to-action">
      <div className={styles.inner}>
        <h2 id="call-to-action" className={styles.title}>
          {cta.title}
        </h2>
        <p className={styles.text}>{cta.text}</p>
        <Link to={cta.href} className={styles.button}>
          {cta.label}
        </Link>
      </div>
    </section>
  );
}
