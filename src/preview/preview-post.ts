/**
 * A preview's body as the news post layout shows it, checked field by field and through the build's own
 * sanitizer and plain-text rules (docs/architecture.md §9).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { plainText } from "../../plugins/source-wordpress-news/src/content/plain-text";
import { sanitizeContent } from "../../plugins/source-wordpress-news/src/content/sanitize-content";
import type { NewsPostContent } from "../news/NewsPost";
import { isLanguage, type Language } from "../shared/i18n/languages";
import { formatCalendarDate } from "../shared/i18n/calendar-date";
import { isRecord } from "../shared/utils/is-record";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The featured image as the layout's image data: one https (or same-WordPress) file, its size known. */
function imageData(value: unknown, wordpressOrigin: string): IGatsbyImageData | null {
  if (!isRecord(value)) return null;
  const { url, width, height } = value;
  if (typeof url !== "string" || !Number.isInteger(width) || !Number.isInteger(height)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Only WordPress's own uploads: the page's policy allows images from there and nowhere else.
  if (parsed.origin !== wordpressOrigin) return null;
  return {
    layout: "constrained",
    width: width as number,
    height: height as number,
    images: { fallback: { src: parsed.href } },
  };
}

/**
 * The post for the layout, its date formatted for `language` (the page's), or null when the body is not
 * a preview of the plugin.
 */
export function previewPost(body: unknown, wordpressUrl: string, language: Language): NewsPostContent | null {
  if (!isRecord(body) || typeof body.title !== "string" || typeof body.content !== "string") return null;
  const published = text(body.date);
  const date = Number.isNaN(Date.parse(published)) ? new Date().toISOString() : published;
  const image = imageData(body.featured_image, new URL(wordpressUrl).origin);
  const categories = Array.isArray(body.categories) ? body.categories.filter(isRecord) : [];
  return {
    title: plainText(body.title),
    date,
    dateText: formatCalendarDate(date, language),
    contentHtml: sanitizeContent(body.content),
    protected: false,
    featuredImageAlt: isRecord(body.featured_image) ? plainText(text(body.featured_image.alt)) : "",
    featuredImage: image ? { childImageSharp: { gatsbyImageData: image } } : null,
    author: null,
    categories: categories.map((category) => ({
      slug: text(category.slug),
      name: plainText(text(category.name)),
      // WordPress marks a post's language with a category named after it.
      isLanguageMarker: isLanguage(category.slug),
    })),
  };
}
