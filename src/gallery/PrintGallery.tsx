import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./PrintGallery.module.css";

export interface PrintedPart {
  jsonId: string;
  alt: Localized;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/** Printed parts as a masonry: two columns by default, more on wide screens. */
export function PrintGallery({ parts, language }: { parts: readonly PrintedPart[]; language: Language }) {
  const { t } = useTranslation("home");
  return (
    <section id="printed-parts" className={styles.prints} aria-labelledby="printed-parts-heading">
      <h2 id="printed-parts-heading">{t("prints.title")}</h2>
      <ul className={styles.masonry}>
        {parts.map((part) => {
          const image = part.image.childImageSharp?.gatsbyImageData;
          return (
            <li key={part.jsonId} className={styles.item}>
              {image && <SiteImage image={image} alt={part.alt[language]} className={styles.image} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
