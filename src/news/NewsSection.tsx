import type { ReactNode } from "react";
import * as styles from "./NewsSection.module.css";

/** The content column of the news pages. */
export function NewsSection({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}
