import { Partners, type Partner } from "../../partners/Partners";
import { numberOf, pictureOf, recordOf, textOf, withItem } from "../entry-values";
import type { PreviewProps } from "../preview-props";

/** A partner's logo among the others of "Who trusts us", in its place by `order`. */
export function PartnersPreview({ entry, slug, images, data, missing, language }: PreviewProps) {
  const built = data.partners.nodes.find((partner) => partner.jsonId === slug);
  const logo = recordOf(entry.logo);
  const type = textOf(logo.type);
  const path = textOf(logo.src);
  const raster =
    type === "raster"
      ? pictureOf(path, images, built?.logo.raster?.childImageSharp?.gatsbyImageData, {
          width: 200,
          height: 80,
        })
      : undefined;
  const partner: Partner & { order: number } = {
    jsonId: textOf(entry.id),
    name: textOf(entry.name) || missing[language],
    url: textOf(entry.url) || null,
    logo: {
      type,
      src: { publicURL: images[path] ?? built?.logo.src.publicURL ?? null },
      raster: raster ? { childImageSharp: { gatsbyImageData: raster } } : null,
    },
    order: numberOf(entry.order) ?? Number.MAX_SAFE_INTEGER,
  };
  const partners = withItem(data.partners.nodes, (item) => item.jsonId, slug, partner).sort(
    (a, b) => a.order - b.order,
  );
  return <Partners partners={partners} />;
}
