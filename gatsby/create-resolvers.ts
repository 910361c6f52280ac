import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { markdownHtml } from "./markdown-html";
import { jobsResolvers } from "./resolvers/jobs";
import { newsResolvers } from "./resolvers/news";
import type { NodeModel } from "./resolvers/node-model";
import { organizationResolvers } from "./resolvers/organization";
import type { LogoType } from "../src/types/collections";

const DATA_DIR = path.resolve(__dirname, "..", "data");

interface LogoSource {
  type: LogoType;
  src: string;
}

interface Localized {
  en: string;
  de: string;
}

/**
 * `ProductsJson.descriptionHtml`: the Markdown description rendered to sanitized HTML at build time.
 * The news, jobs and organization fields are in gatsby/resolvers/, one file each.
 * `PartnersJsonLogo.raster`: the logo file only when it is a raster image, so queries ask sharp for
 * responsive images of PNG logos and never of SVG ones (which sharp does not process).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    ...newsResolvers,
    ...jobsResolvers,
    ...organizationResolvers,
    ProductsJson: {
      descriptionHtml: {
        type: "LocalizedText!",
        resolve: (source: { description: Localized }) => ({
          en: markdownHtml(source.description.en, "en"),
          de: markdownHtml(source.description.de, "de"),
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
