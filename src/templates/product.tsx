import { graphql, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ProductDetail } from "../components/products/ProductDetail";
import type { ProductDetailData } from "../components/products/product-types";
import { pageHead } from "../components/seo/page-head";
import { useLanguage } from "../hooks/use-language";
import type { LocaleEdge } from "../i18n/page-namespaces";
import { fallbackSrc } from "../images/image-data";
import { productJsonLd } from "../seo/structured-data";

interface ProductPageData {
  locales: { edges: readonly LocaleEdge[] };
  site: { siteMetadata: { siteUrl: string } };
  product: ProductDetailData & { hero: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } };
}

export default function ProductPage({ data }: PageProps<ProductPageData>) {
  const language = useLanguage();
  return (
    <ProductDetail
      product={data.product}
      heroImage={data.product.hero.childImageSharp?.gatsbyImageData}
      language={language}
    />
  );
}

export const Head = pageHead<ProductPageData>("product", {
  meta: ({ product }, language) => ({ title: product.name, description: product.summary[language] }),
  jsonLd: ({ product, site }, language, t) => {
    const image = product.hero.childImageSharp && fallbackSrc(product.hero.childImageSharp.gatsbyImageData);
    const siteUrl = site.siteMetadata.siteUrl;
    const categoryName = t(`structuredData.categories.${product.category}`);
    return [
      productJsonLd(product, language, siteUrl, categoryName, image ? `${siteUrl}${image}` : undefined),
    ];
  },
});

export const query = graphql`
  query ProductPage($slug: String!, $language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "product"] }, language: { eq: $language } }) {
      ...PageLocales
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    product: productsJson(slug: { eq: $slug }) {
      ...ProductDetail
    }
  }
`;
