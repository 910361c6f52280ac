import type { WpMedia, WpPost, WpTerm, WpUser } from "./wp-types";

type Entry = Record<string, unknown>;

/** An embedded entry that is usable: an object that is not a WordPress error (which carries a `code`). */
function usable(value: unknown): value is Entry {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !("code" in value);
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isText = (value: unknown): value is string => typeof value === "string";

/** The post's author, or null when not embedded or an error (e.g. a user without published posts). */
export function embeddedAuthor(post: WpPost): WpUser | null {
  const author = post._embedded?.author?.[0];
  return usable(author) && isId(author.id) && isText(author.name) && isText(author.slug)
    ? { id: author.id, name: author.name, slug: author.slug }
    : null;
}

/**
 * The featured image, or null when the post has none or the embed is an error: WordPress embeds
 * `rest_forbidden` for an image attached to a draft, in an otherwise fine 200 answer.
 */
export function embeddedFeaturedMedia(post: WpPost): WpMedia | null {
  if (!isId(post.featured_media)) return null;
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  if (!usable(media) || !isId(media.id) || !isText(media.source_url) || media.source_url === "") return null;
  return {
    id: media.id,
    source_url: media.source_url,
    alt_text: isText(media.alt_text) ? media.alt_text : undefined,
    date: isText(media.date) ? media.date : undefined,
    modified: isText(media.modified) ? media.modified : undefined,
    mime_type: isText(media.mime_type) ? media.mime_type : undefined,
  };
}

/** The embedded terms of one taxonomy ("category", "post_tag"), errors and malformed entries left out. */
export function embeddedTerms(post: WpPost, taxonomy: string): WpTerm[] {
  const groups = post._embedded?.["wp:term"];
  if (!Array.isArray(groups)) return [];
  return groups
    .flatMap((group) => (Array.isArray(group) ? group : []))
    .filter(
      (term): term is Entry =>
        usable(term) && term.taxonomy === taxonomy && isId(term.id) && isText(term.slug) && isText(term.name),
    )
    .map((term) => ({
      id: term.id as number,
      slug: term.slug as string,
      name: term.name as string,
      taxonomy,
      lang: isText(term.lang) ? term.lang : undefined,
    }));
}
