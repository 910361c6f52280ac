import { fillerContent } from "./html.mjs";
import { uploadMedia } from "./media.mjs";

/** Finds a term by slug or creates it, so categories keep their ids across runs. */
async function ensureTerm(rest, taxonomy, name, slug) {
  const { data } = await rest("GET", `${taxonomy}?slug=${encodeURIComponent(slug)}&context=edit`);
  if (data.length > 0) {
    if (data[0].name !== name) await rest("POST", `${taxonomy}/${data[0].id}`, { json: { name } });
    return data[0].id;
  }
  return (await rest("POST", taxonomy, { json: { name, slug } })).data.id;
}

/** The language categories the build sorts posts by, the trade-fair categories and one tag per language. */
async function ensureTerms(rest) {
  return {
    categories: {
      en: await ensureTerm(rest, "categories", "English", "en"),
      de: await ensureTerm(rest, "categories", "Deutsch", "de"),
      tradeEn: await ensureTerm(rest, "categories", "Trade fairs", "trade-fairs"),
      tradeDe: await ensureTerm(rest, "categories", "Messen", "messen"),
    },
    tags: {
      en: await ensureTerm(rest, "tags", "Metal", "metal"),
      de: await ensureTerm(rest, "tags", "Metall", "metall"),
    },
  };
}

async function createPost(rest, { categories, tags }, post, featuredMedia) {
  const languageCategory = post.lang === "none" ? [] : [categories[post.lang === "de" ? "de" : "en"]];
  const tradeCategory = post.trade ? [post.lang === "de" ? categories.tradeDe : categories.tradeEn] : [];
  const { data } = await rest("POST", "posts", {
    json: {
      slug: post.slug,
      title: post.title,
      content: post.content ?? fillerContent(post),
      ...(post.excerpt ? { excerpt: post.excerpt } : {}),
      // A post to be trashed is published first, as an editor's would have been.
      status: post.status === "trash" ? "publish" : (post.status ?? "publish"),
      date: post.date,
      categories: [...languageCategory, ...tradeCategory],
      tags: [post.lang === "de" ? tags.de : tags.en],
      sticky: Boolean(post.sticky),
      ...(post.password ? { password: post.password } : {}),
      ...(featuredMedia ? { featured_media: featuredMedia } : {}),
    },
  });
  // WordPress silently changes a slug that is taken; the summary must name the real one.
  if (data.slug !== post.slug) throw new Error(`Slug ${post.slug} was stored as ${data.slug}`);
  if (post.status === "trash") await rest("DELETE", `posts/${data.id}`);
  return data;
}

/** Creates the posts of post-definitions.mjs with their terms and images; returns the uploaded media. */
export async function seedPosts(api, definitions) {
  const terms = await ensureTerms(api.rest);
  // The draft comes first: the embed-error image is attached to it.
  const draft = definitions.find((post) => post.role === "draft");
  const draftPost = await createPost(api.rest, terms, draft);
  const media = await uploadMedia(api, draftPost.id);
  for (const post of definitions) {
    if (post === draft) continue;
    await createPost(api.rest, terms, post, post.media ? media[post.media].id : undefined);
  }
  return media;
}
