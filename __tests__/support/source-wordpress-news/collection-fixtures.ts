/** What the tests of buildNewsCollection share: the site's language rule and a WordPress term. */

/** The site's languages, English first. */
export const rule = { languages: ["en", "de"], defaultLanguage: "en" };

/** A term as WordPress embeds it in a post: a category unless `taxonomy` says otherwise. */
export const term = (id: number, slug: string, taxonomy = "category", name = slug) => ({
  id,
  slug,
  name,
  taxonomy,
});
