import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { PageHero } from "../shared/sections/PageHero";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import type { Localized } from "../shared/i18n/localized";
import { materialPath } from "../materials/material-anchor";
import type { ProductDetailData } from "./product-types";
import { SiteImage } from "../shared/images/SiteImage";
import { DataTable } from "../shared/tables/DataTable";
import { quotePath } from "../forms/quote-prefill";
import { comparePath } from "../compare/comparison";
import { formatSpecification, orderedSpecifications } from "./specifications";
import * as styles from "./ProductDetail.module.css";

/**
 * A product's own page: what it is, its key figures, its description, its specification table, the materials
 * qualified on it and the way to a quote.
 */
export function ProductDetail({
  product,
  heroImage,
  materials,
  language,
}: {
  product: ProductDetailData;
  heroImage: IGatsbyImageData | undefined;
  /** The materials whose datasheets name this machine, in the application center's order. */
  materials: readonly { jsonId: string; title: Localized }[];
  language: Language;
}) {
  const { t } = useTranslation("product");
  return (
    <>
      <PageHero
        hero={{
          eyebrow: t(`labels.categories.${product.category}`),
          title: product.name,
          lead: product.tagline[language],
        }}
      />
      <div className={styles.overview}>
        {heroImage && (
          <SiteImage image={heroImage} alt={product.imageAlt[language]} className={styles.image} priority />
        )}
        <section aria-labelledby="key-figures">
          <h2 id="key-figures">{t("labels.keyFigures")}</h2>
          <dl className={styles.figures}>
            {product.keyFigures.map((figure) => (
              <div key={figure.id} className={styles.figure}>
                <dt>{figure.label[language]}</dt>
                <dd>{figure.value[language]}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{t("labels.placeholderFigures")}</p>
          <LocalizedLink to={quotePath({ machine: product.slug })} className={styles.quote}>
            {t("labels.requestQuote")}
          </LocalizedLink>
        </section>
      </div>
      <section
        className={styles.description}
        aria-label={product.name}
        dangerouslySetInnerHTML={{ __html: product.descriptionHtml[language] }}
      />
      <DataTable
        id="specifications"
        title={t("labels.specifications.title")}
        caption={t("labels.specifications.caption", { product: product.name })}
        columns={[t("labels.specifications.property"), t("labels.specifications.value")]}
      >
        {orderedSpecifications(product.specifications).map((row) => (
          <tr key={row.property}>
            <th scope="row">{t(`labels.specifications.properties.${row.property}`)}</th>
            <td>{formatSpecification(row, language)}</td>
          </tr>
        ))}
      </DataTable>
      {product.category !== "peripheral" && (
        <p className={styles.compare}>
          <LocalizedLink to={comparePath("machines", product.slug)}>
            {t("labels.compare", { product: product.name })}
          </LocalizedLink>
        </p>
      )}
      {materials.length > 0 && (
        <section className={styles.materials} aria-labelledby="qualified-materials">
          <h2 id="qualified-materials">{t("labels.materials")}</h2>
          <p>{t("labels.materialsIntro", { product: product.name })}</p>
          <ul className={styles.materialList}>
            {materials.map((material) => (
              <li key={material.jsonId}>
                <LocalizedLink to={materialPath(material.jsonId)}>{material.title[language]}</LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
