import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import site from "./data/site.json";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/shared/i18n/languages";
import { siteConfigurationOrDefault } from "./gatsby/configuration/site-configuration";
import { sitemapOptions } from "./gatsby/sitemap/sitemap";

// A malformed variable stops the build in onPreInit (gatsby/on-pre-init.ts), naming the variable.
const config = siteConfigurationOrDefault();
// Inlined into the server and browser bundles alike (see useCopyrightYear).
process.env.GATSBY_BUILD_YEAR = String(new Date().getFullYear());

const gatsbyConfig: GatsbyConfig = {
  siteMetadata: {
    siteUrl: config.siteUrl,
    title: site.name,
    description: site.slogan,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: path.join(__dirname, "data"),
        // Translations have their own source; the sample news are read by the news plugin; the schemas are
        // not content (gatsby/collections/ reads them).
        ignore: ["**/locales/**", "**/news-sample/**", "**/schemas/**"],
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "data/locales") },
    },
    // One node per entry of each collection in data/, one type per file ("home-gallery.json" → HomeGalleryJson).
    "collections",
    {
      resolve: "source-wordpress-news",
      options: {
        url: config.wordpressUrl ?? undefined,
        pageSize: config.wordpressPageSize,
        sampleDir: path.join(__dirname, "data", "news-sample"),
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        reportFile: config.newsReportFile ?? undefined,
        changedPosts: config.newsChangedPosts ?? undefined,
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // Every page with its translations and its layout (plugins/site-layout).
    "site-layout",
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
};

export default gatsbyConfig;
