import { type ReactNode } from "react";
import { useTranslation } from "../shared/i18n/page-i18n";
import { useLanguage } from "../shared/i18n/use-language";
import { ContentPage } from "../shared/sections/ContentPage";
import { ProductGrid } from "./ProductGrid";
import type { ProductCardData, ProductCategory } from "./product-types";

/** A machines page: its content from the `machines` namespace, then the products it is about. */
export function MachineCategoryPage({
  keyPrefix,
  list,
  products,
  children,
}: {
  keyPrefix: string;
  /** Which heading the product list gets (`product:labels.lists.*`). */
  list: ProductCategory | "platform" | "all";
  products: readonly ProductCardData[];
  /** Page parts shown after the content sections, before the products (e.g. the machine video). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("product");
  const language = useLanguage();
  return (
    <ContentPage ns="machines" keyPrefix={keyPrefix}>
      {children}
      <ProductGrid id="products" title={t(`labels.lists.${list}`)} products={products} language={language} />
    </ContentPage>
  );
}
