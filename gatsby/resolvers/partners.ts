import path from "node:path";
import type { LogoType } from "../../src/types/collections";
import type { NodeModel } from "./node-model";

const DATA_DIR = path.resolve(__dirname, "..", "..", "data");

interface LogoSource {
  type: LogoType;
  src: string;
}

/**
 * `PartnersJsonLogo.raster`: the logo file only when it is a raster image, so queries ask sharp for
 * responsive images of PNG logos and never of SVG ones (which sharp does not process).
 */
export const partnersResolvers = {
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
};
