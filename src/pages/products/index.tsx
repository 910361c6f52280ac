import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../../shared/i18n/page-i18n";
import { ContentPage } from "../../shared/sections/ContentPage";
import { ProductGrid } from "../../products/ProductGrid";
import { pageHead } from "../../shared/seo/page-head";
import { useLanguage } from "../../shared/i18n/use-language";
import { PRODUCT_CATEGORIES } from "../../types/collections";

export default function ProductsPage({ data }: PageProps<Queries.ProductsPageQuery>) {
  const { t } = useTranslation("product");
  const language = useLanguage();
  return (
    <ContentPage ns="product" keyPrefix="overview">
      {PRODUCT_CATEGORIES.map((category) => (
        <ProductGrid
          key={category}
          id={`products-${category}`}
          title={t(`labels.lists.${category}`)}
          products={data.products.nodes.filter((product) => product.category === category)}
          language={language}
        />
      ))}
    </ContentPage>
  );
}

export const Head = pageHead("product", { keyPrefix: "overview" });

export const query = graphql`
  query ProductsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    products: allProductsJson(sort: { order: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
