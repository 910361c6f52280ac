/**
 * The box a build-time responsive image (`gatsbyImageData`) takes before it loads, and its fallback file. The
 * shapes are declared here, so neither React nor gatsby-plugin-image is imported (its IGatsbyImageData fits).
 */

type ImageLayout = "constrained" | "fullWidth" | "fixed";

export interface ImageBox {
  layout: ImageLayout;
  /** Pixels of the largest image made for the layout (constrained, fixed) or of the source (fullWidth). */
  width: number;
  height: number;
  /** The dominant colour, when the query asked for `placeholder: DOMINANT_COLOR`. */
  backgroundColor?: string;
}

/**
 * The frame's inline style: the placeholder colour, and the sizes as custom properties that the frame's
 * zero-specificity rules read, so a page's own class (a width, a height, an aspect ratio) still wins.
 */
export function frameStyle(image: ImageBox): Record<string, string> {
  const style: Record<string, string> = {};
  if (image.backgroundColor) style.backgroundColor = image.backgroundColor;
  if (image.layout !== "fullWidth") style["--site-image-width"] = `${image.width}px`;
  if (image.layout === "fixed") style["--site-image-height"] = `${image.height}px`;
  return style;
}

/** The fallback file's path (`/static/…`), e.g. for structured data; as gatsby-plugin-image's getSrc. */
export function fallbackSrc(image: { images: { fallback?: { src: string } } }): string | undefined {
  return image.images.fallback?.src;
}
