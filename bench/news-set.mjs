// Writes a larger news set in the REST shape of data/news-sample (posts-page-N.json + headers-page-N.json):
// the sample's posts stay (the legacy news redirects point at them) and translated pairs cloned from the
// sample's posts are added until there are `total` posts, half English, half German. Images are reused.
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const PAGE_SIZE = 100;

async function samplePosts(dir) {
  const pages = (await readdir(dir)).filter((name) => /^posts-page-\d+\.json$/.test(name)).sort();
  const posts = [];
  for (const page of pages) posts.push(...JSON.parse(await readFile(path.join(dir, page), "utf8")));
  return posts;
}

function clone(template, id, slug, lang, translations, date) {
  const post = structuredClone(template);
  Object.assign(post, {
    id,
    slug,
    lang,
    translations,
    date,
    date_gmt: date,
    modified: date,
    modified_gmt: date,
  });
  post.guid = { rendered: `https://news.example.com/?p=${id}` };
  post.link = `https://news.example.com/${slug}/`;
  post.title = { rendered: `${template.title.rendered} (${id})` };
  post.sticky = false;
  return post;
}

/** Replaces the sample set in `dir` (a copy's data/news-sample) by one of `total` posts. */
export async function writeNewsSet(dir, total) {
  const sample = await samplePosts(dir);
  const byId = new Map(sample.map((post) => [post.id, post]));
  // Translated, public pairs of the sample serve as templates (English first, then its German translation).
  const pairs = sample
    .filter((post) => post.lang === "en" && post.translations?.de && !post.content.protected)
    .map((post) => [post, byId.get(post.translations.de)]);
  const posts = [...sample];
  let id = 10_000;
  for (let n = 0; posts.length + 2 <= total; n += 1) {
    const [en, de] = pairs[n % pairs.length];
    const enId = (id += 1);
    const deId = (id += 1);
    const translations = { en: enId, de: deId };
    const day = new Date(Date.UTC(2024, 0, 1) - n * 86_400_000).toISOString().slice(0, 19);
    posts.push(clone(en, enId, `${en.slug}-${enId}`, "en", translations, day));
    posts.push(clone(de, deId, `${de.slug}-${deId}`, "de", translations, day));
  }
  if (posts.length < total) {
    // An odd total: one English post without a translation.
    const enId = (id += 1);
    const [en] = pairs[0];
    posts.push(clone(en, enId, `${en.slug}-${enId}`, "en", { en: enId }, "2020-01-01T00:00:00"));
  }
  for (const name of await readdir(dir)) {
    if (/^(posts|headers)-page-\d+\.json$/.test(name)) await rm(path.join(dir, name));
  }
  const pages = Math.ceil(posts.length / PAGE_SIZE);
  for (let page = 1; page <= pages; page += 1) {
    const slice = posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    await writeFile(path.join(dir, `posts-page-${page}.json`), JSON.stringify(slice));
    const headers = { "X-WP-Total": String(posts.length), "X-WP-TotalPages": String(pages) };
    await writeFile(path.join(dir, `headers-page-${page}.json`), JSON.stringify(headers));
  }
  return posts.length;
}
