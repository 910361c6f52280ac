import type { CSSProperties } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { frameStyle } from "./image-data";
import * as styles from "./SiteImage.module.css";

export interface SiteImageProps {
  image: IGatsbyImageData;
  alt: string;
  /** The frame's class: its size, shape or aspect ratio. */
  className?: string;
  loading?: "lazy" | "eager";
  /** The page's main image above the fold (its LCP): loaded at once and first. */
  priority?: boolean;
  draggable?: boolean;
  objectFit?: "cover" | "contain";
}

/**
 * A responsive image from the build as plain markup: one <source> per format, the fallback <img> with its
 * width and height (so its box is reserved before it loads) and the browser's own lazy loading. Nothing to
 * hydrate, so no image runtime reaches the browser (gatsby-plugin-image's GatsbyImage brings react-dom/server).
 */
export function SiteImage({
  image,
  alt,
  className,
  loading = "lazy",
  priority = false,
  draggable,
  objectFit = "cover",
}: SiteImageProps) {
  const { fallback, sources = [] } = image.images;
  const frameClass = [styles.frame, styles[image.layout], className].filter(Boolean).join(" ");
  return (
    <picture data-site-image="" className={frameClass} style={frameStyle(image) as CSSProperties}>
      {sources.map((source) => (
        <source
          key={`${source.type ?? ""} ${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.srcSet ? fallback.sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding="async"
        // React 18 knows no fetchPriority; the lowercase attribute passes through as it is.
        {...(priority ? { fetchpriority: "high" } : {})}
        draggable={draggable}
        className={styles.image}
        style={objectFit === "cover" ? undefined : { objectFit }}
      />
    </picture>
  );
}
