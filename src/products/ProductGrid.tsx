import type { Language } from "../shared/i18n/languages";
import { ProductCard } from "./ProductCard";
import type { ProductCardData } from "./product-types";
import * as styles from "./ProductGrid.module.css";

/** Products as a grid of cards under a heading. */
export function ProductGrid({
  id,
  title,
  products,
  language,
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  language: Language;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.slug}>
            <ProductCard product={product} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}
