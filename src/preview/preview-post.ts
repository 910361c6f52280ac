/**
 * The plugin's answer for a preview turned into what the news post layout shows, with the build's own
 * rules: the title as plain text, the content through the same sanitizer. The answer is checked field by
 * field; anything else in it is ignored.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { plainText } from "../../plugins/source-wordpress-news/src/content/plain-text";
import { sanitizeContent } from "../../plugins/source-wordpress-news/src/content/sanitize-content";
import type { NewsPostData } from "../news/NewsPost";
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
 * The post for the layout, its date formatted for `language` (the page's), or null when the answer is not
 * a preview of the plugin.
 */
export function previewPost(answer: unknown, wordpressUrl: string, language: Language): NewsPostData | null {
  if (!isRecord(answer) || typeof answer.title !== "string" || typeof answer.content !== "string")
    return null;
  const answered = text(answer.date);
  const date = Number.isNaN(Date.parse(answered)) ? new Date().toISOString() : answered;
  const image = imageData(answer.featured_image, new URL(wordpressUrl).origin);
  const categories = Array.isArray(answer.categories) ? answer.categories.filter(isRecord) : [];
  return {
    title: plainText(answer.title),
    date,
    dateText: formatCalendarDate(date, language),
    contentHtml: sanitizeContent(answer.content),
    protected: false,
    featuredImageAlt: isRecord(answer.featured_image) ? plainText(text(answer.featured_image.alt)) : "",
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
