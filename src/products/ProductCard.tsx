import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import type { ProductCardData } from "./product-types";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./ProductCard.module.css";

export function ProductCard({ product, language }: { product: ProductCardData; language: Language }) {
  const { t } = useTranslation("product");
  const image = product.image.childImageSharp?.gatsbyImageData;
  return (
    <article className={styles.card}>
      {image && <SiteImage image={image} alt={product.imageAlt[language]} className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.category}>{t(`labels.categories.${product.category}`)}</p>
        <h3 className={styles.name}>{product.name}</h3>
        <p>{product.summary[language]}</p>
        <LocalizedLink to={`/products/${product.slug}/`} className={styles.more}>
          <span aria-hidden="true">{t("labels.more")}</span>
          <span className="visually-hidden">{t("labels.moreAbout", { product: product.name })}</span>
        </LocalizedLink>
      </div>
    </article>
  );
}
