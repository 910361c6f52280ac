import { BASE_URL, PAGE_SIZE, XSS_GLOBAL } from "./settings.mjs";

/**
 * What an anonymous visitor sees, newest first as the REST API lists it, and the slugs of the posts each
 * test looks for (seed-summary.json).
 */
export function summarize(definitions, media) {
  const bySlug = Object.fromEntries(definitions.map((post) => [post.slug, post]));
  const published = definitions
    .filter((post) => (post.status ?? "publish") === "publish")
    .sort((a, b) => b.date.localeCompare(a.date));
  const entry = (post) => ({
    slug: post.slug,
    // The title as a visitor reads it: rendered by WordPress, entities decoded.
    title: post.shows ?? post.title,
    date: post.date,
    // The image attached to the draft is not visible to a visitor: that post has no image.
    ...(post.media && post.media !== "attachedToDraft"
      ? { image: { alt: media[post.media].alt_text, url: media[post.media].source_url } }
      : {}),
  });
  const slugOf = (role) => definitions.find((post) => post.role === role).slug;
  return {
    baseUrl: BASE_URL,
    pageSize: PAGE_SIZE,
    total: published.length,
    totalPages: Math.ceil(published.length / PAGE_SIZE),
    published: {
      en: published.filter((post) => post.lang !== "de").map(entry),
      de: published.filter((post) => post.lang === "de").map(entry),
    },
    hidden: definitions.filter((post) => post.status && post.status !== "publish").map((post) => post.slug),
    protected: slugOf("protected"),
    protectedPassword: bySlug[slugOf("protected")].password,
    sticky: slugOf("sticky"),
    embedError: slugOf("embedError"),
    trashedLegacyTarget: slugOf("trashedLegacyTarget"),
    xss: slugOf("xss"),
    xssGlobal: XSS_GLOBAL,
    entities: slugOf("entities"),
    umlauts: slugOf("umlauts"),
    imageWithoutAlt: slugOf("imageWithoutAlt"),
    internalLinks: { en: slugOf("internalLinks"), de: slugOf("internalLinksDe") },
    withoutLanguageCategory: definitions.filter((post) => post.lang === "none").map((post) => post.slug),
  };
}
