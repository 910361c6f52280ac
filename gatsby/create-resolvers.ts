import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { isLanguage } from "../src/i18n/languages";
import { closingInstant, formatClosingDate } from "../src/jobs/posting-status";
import { formatPostDate } from "../src/news/post-date";
import { jsonLdScript } from "../src/seo/json-ld-script";
import { organizationJsonLd, type LocationInput, type SiteInput } from "../src/seo/structured-data";
import { markdownHtml } from "./markdown-html";

const DATA_DIR = path.resolve(__dirname, "..", "data");

interface LogoSource {
  type: string;
  src: string;
}

interface JobSource {
  jsonId: string;
  location: string;
  closes_at: string;
}

interface Localized {
  en: string;
  de: string;
}

/**
 * `ProductsJson.descriptionHtml`: the Markdown description rendered to sanitized HTML at build time.
 * `WpNewsPost.dateText`: the post's date as its readers see it ("March 5, 2026"), formatted here so that no
 * page formats dates in the browser (the first Intl.DateTimeFormat of a page costs tens of milliseconds on
 * a phone, during hydration).
 * `JobsJson.closesAtInstant` and `closingDateText`: when a posting stops accepting applications (the end of
 * its closing day in its location's time zone) and the closing day as written, decided here for the same
 * reason: the browser only compares the instant with its clock.
 * `Site.organizationJsonLd`: the Organization every page's Head carries, as the text of its JSON-LD script,
 * so that no page ships the builder (and its country table) to render the same text in the browser.
 * `PartnersJsonLogo.raster`: the logo file only when it is a raster image, so queries ask sharp for
 * responsive images of PNG logos and never of SVG ones (which sharp does not process).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    ProductsJson: {
      descriptionHtml: {
        type: "LocalizedText!",
        resolve: (source: { description: Localized }) => ({
          en: markdownHtml(source.description.en, "en"),
          de: markdownHtml(source.description.de, "de"),
        }),
      },
    },
    WpNewsPost: {
      dateText: {
        type: "String!",
        resolve: (source: { date: string; language: string }) => {
          if (!isLanguage(source.language))
            throw new Error(`News post in unknown language "${source.language}"`);
          return formatPostDate(source.date, source.language);
        },
      },
    },
    Site: {
      organizationJsonLd: {
        type: "String!",
        resolve: async (
          source: { siteMetadata: { siteUrl: string } },
          _args: unknown,
          context: { nodeModel: NodeModel },
        ) => {
          const site = (await context.nodeModel.findOne({
            type: "SiteJson",
            query: { filter: {} },
          })) as SiteInput;
          const { entries } = await context.nodeModel.findAll({ type: "LocationsJson" });
          const locations = Array.from(entries as Iterable<LocationInput>);
          return jsonLdScript(organizationJsonLd(site, locations, source.siteMetadata.siteUrl));
        },
      },
    },
    JobsJson: {
      closesAtInstant: {
        type: "String!",
        resolve: async (source: JobSource, _args: unknown, context: { nodeModel: NodeModel }) => {
          const location = (await context.nodeModel.findOne({
            type: "LocationsJson",
            query: { filter: { jsonId: { eq: source.location } } },
          })) as { timeZone: string } | null;
          if (!location)
            throw new Error(`Job posting "${source.jsonId}" names an unknown location "${source.location}"`);
          return closingInstant(source.closes_at, location.timeZone).toISOString();
        },
      },
      closingDateText: {
        type: "LocalizedText!",
        resolve: (source: JobSource): Localized => ({
          en: formatClosingDate(source.closes_at, "en"),
          de: formatClosingDate(source.closes_at, "de"),
        }),
      },
    },
    PartnersJsonLogo: {
      raster: {
        type: "File",
        resolve: (source: LogoSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          source.type === "raster"
            ? context.nodeModel.findOne({
                type: "File",
                query: { filter: { absolutePath: { eq: path.join(DATA_DIR, source.src) } } },
              })
            : null,
      },
    },
  });
};

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}
