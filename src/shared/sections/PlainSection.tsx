import { type ReactNode } from "react";
import * as styles from "./PlainSection.module.css";

/** A page section with a heading and free content, aligned with the content sections. */
export function PlainSection({
  id,
  title,
  headingLevel = 2,
  children,
}: {
  id: string;
  title: string;
  headingLevel?: 1 | 2;
  children: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{title}</Heading>
      {children}
    </section>
  );
}
