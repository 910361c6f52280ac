import { jsonLdScript } from "../../src/shared/seo/json-ld-script";
import { organizationJsonLd, type LocationInput, type SiteInput } from "../../src/shared/seo/structured-data";
import type { NodeModel } from "./node-model";

/**
 * `Site.organizationJsonLd`: the Organization every page's Head carries, as the text of its JSON-LD script,
 * made at build time so that no page ships the builder (and its country table) to the browser.
 */
export const organizationResolvers = {
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
};
