import { type ReactNode } from "react";
import type { PageContent } from "../i18n/page-content";
import * as styles from "./PageHero.module.css";

export function PageHero({ hero, children }: { hero: PageContent["hero"]; children?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        {hero.eyebrow && <p className={styles.eyebrow}>{hero.eyebrow}</p>}
        <h1 className={styles.title}>{hero.title}</h1>
        {hero.lead && <p className={styles.lead}>{hero.lead}</p>}
        {children}
      </div>
    </div>
  );
}
