import { graphql, type PageProps } from "gatsby";
import { ProductDetail } from "../products/ProductDetail";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";
import { fallbackSrc } from "../shared/images/image-data";
import { productJsonLd } from "../shared/seo/structured-data";
import { specificationProperties } from "../products/specification-properties";

type ProductPageData = Queries.ProductPageQuery;

// The page exists because gatsby/pages/products.ts found the product; GraphQL still types every lookup as
// possibly missing, so a missing product renders nothing rather than a broken page.
export default function ProductPage({ data }: PageProps<ProductPageData>) {
  const language = useLanguage();
  if (!data.product) return null;
  return (
    <ProductDetail
      product={data.product}
      heroImage={data.product.hero.childImageSharp?.gatsbyImageData}
      materials={data.materials.nodes}
      language={language}
    />
  );
}

export const Head = pageHead<ProductPageData>("product", {
  meta: ({ product }, language, t) => ({
    title: product?.name ?? t("overview.meta.title"),
    description: product?.summary[language] ?? t("overview.meta.description"),
  }),
  jsonLd: ({ product, site }, language, t) => {
    if (!product) return [];
    const image = product.hero.childImageSharp && fallbackSrc(product.hero.childImageSharp.gatsbyImageData);
    const siteUrl = site?.siteMetadata?.siteUrl ?? "";
    const categoryName = t(`structuredData.categories.${product.category}`);
    const properties = specificationProperties(product.specifications, language, (property) =>
      t(`labels.specifications.properties.${property}`),
    );
    const input = {
      path: `/products/${product.slug}/`,
      name: product.name,
      summary: product.summary,
      properties,
    };
    return [productJsonLd(input, language, siteUrl, categoryName, image ? `${siteUrl}${image}` : undefined)];
  },
});

export const query = graphql`
  query ProductPage($slug: String!, $language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "product"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
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
    materials: allMaterialsJson(
      filter: { machines: { elemMatch: { product: { eq: $slug } } } }
      sort: { order: ASC }
    ) {
      nodes {
        jsonId
        title {
          en
          de
        }
      }
    }
  }
`;
