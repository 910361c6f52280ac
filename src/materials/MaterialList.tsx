import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { datasheetHref, materialAnchor, materialPath } from "./material-anchor";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./MaterialList.module.css";

/** A material as the page's query gives it (the collection's entry: src/types/collections/materials.ts). */
export interface ListedMaterial {
  jsonId: string;
  title: Localized;
  family: Localized;
  imageAlt: Localized;
  datasheet?: string | null;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/** The materials with process parameters, each leading to its datasheet page and its PDF. */
export function MaterialList({
  materials,
  language,
  filters,
}: {
  materials: readonly ListedMaterial[];
  language: Language;
  /** The filters' links, between the introduction and the list. */
  filters?: ReactNode;
}) {
  const { t } = useTranslation("applicationcenter");
  return (
    <section id="materials" className={styles.materials} aria-labelledby="materials-heading">
      <h2 id="materials-heading">{t("materials.title")}</h2>
      <p className={styles.intro}>{t("materials.intro")}</p>
      {filters}
      <ul className={styles.grid}>
        {materials.map((material) => {
          const image = material.image.childImageSharp?.gatsbyImageData;
          const title = material.title[language];
          return (
            <li key={material.jsonId} id={materialAnchor(material.jsonId)} className={styles.material}>
              {image && (
                <SiteImage image={image} alt={material.imageAlt[language]} className={styles.image} />
              )}
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <LocalizedLink to={materialPath(material.jsonId)}>{title}</LocalizedLink>
                </h3>
                <p className={styles.family}>{material.family[language]}</p>
                <a
                  href={datasheetHref(material, language)}
                  className={styles.datasheet}
                  type="application/pdf"
                  download
                >
                  {t("materials.datasheet")}
                  <span className="visually-hidden">: {title}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
