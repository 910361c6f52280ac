import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { markdownHtml } from "./markdown-html";

const DATA_DIR = path.resolve(__dirname, "..", "data");

interface LogoSource {
  type: string;
  src: string;
}

interface Localized {
  en: string;
  de: string;
}

/**
 * `ProductsJson.descriptionHtml`: the Markdown description rendered to sanitized HTML at build time.
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
}
