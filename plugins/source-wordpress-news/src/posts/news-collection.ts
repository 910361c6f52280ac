import { plainText } from "../content/plain-text";
import { sanitizeContent } from "../content/sanitize-content";
import { embeddedAuthor, embeddedFeaturedMedia, embeddedTerms } from "./embedded";
import { categoryLanguage, isLanguageMarker, postLanguage, type LanguageRule } from "./language-rule";
import { wordPressDate } from "./post-date";
import { judgeSlug, quotedSlug } from "./post-slug.mjs";
import { resolveTranslations, type Translation } from "./translations";
import { isPasswordProtected, isPublished } from "./visibility";
import type { WpPost, WpTerm } from "./wp-types";

/** The image a post features, to be downloaded into a File node. */
export interface FeaturedMediaRef {
  wpId: number;
  /** As WordPress gives it: absolute, or relative to the source (the sample set's "media/…"). */
  sourceUrl: string;
  /** Changes when the image does: the same key means the file downloaded before can be reused. */
  cacheKey: string;
}

/** A WpNewsPost node's data, except the File node of its featured image (see featuredMedia). */
interface PostNodeData {
  wpId: number;
  slug: string;
  /** The language the post is written in (the GraphQL field `language`). */
  language: string;
  title: string;
  excerptHtml: string;
  excerptText: string;
  contentHtml: string;
  protected: boolean;
  sticky: boolean;
  date: string;
  modified: string;
  link: string;
  /** wpIds of WpNewsCategory nodes, every one of them created. */
  categories: number[];
  tags: number[];
  author: number | null;
  featuredMedia: FeaturedMediaRef | null;
  featuredImageAlt: string;
  translations: Translation[];
}

interface NewsCategoryData {
  wpId: number;
  slug: string;
  name: string;
  language: string;
  /** Public posts filed under it. */
  count: number;
  isLanguageMarker: boolean;
}

interface NewsTagData {
  wpId: number;
  slug: string;
  name: string;
}

interface NewsAuthorData {
  wpId: number;
  name: string;
  slug: string;
}

export interface SkippedPost {
  wpId?: number;
  reason: string;
  /** Set when an editor should hear of it (the build log's warnings), not only a verbose log. */
  warning?: true;
}

export interface NewsCollection {
  posts: PostNodeData[];
  categories: NewsCategoryData[];
  tags: NewsTagData[];
  authors: NewsAuthorData[];
  /** Entries that are not public posts of a site language, with the reason: for the build log. */
  skipped: SkippedPost[];
  /** Categories without an archive page, because their slug cannot be a path: for the build log. */
  skippedCategories: { wpId: number; reason: string }[];
}

function isPostShaped(value: unknown): value is WpPost {
  const post = value as Partial<WpPost> | null;
  return (
    typeof post === "object" &&
    post !== null &&
    Number.isInteger(post.id) &&
    (post.id as number) > 0 &&
    typeof post.slug === "string"
  );
}

function featuredMediaRef(post: WpPost): { ref: FeaturedMediaRef | null; alt: string } {
  const media = embeddedFeaturedMedia(post);
  if (!media) return { ref: null, alt: "" };
  const version = media.modified ?? media.date ?? "";
  return {
    ref: {
      wpId: media.id,
      sourceUrl: media.source_url,
      cacheKey: `${media.id}|${version}|${media.source_url}`,
    },
    alt: plainText(media.alt_text),
  };
}

/**
 * Turns the REST answers into node data: public posts only, in a site language, sanitized and decoded,
 * with the categories, tags and authors they use. Pure: no Gatsby, no I/O.
 */
export function buildNewsCollection(rawPosts: readonly unknown[], rule: LanguageRule): NewsCollection {
  const posts: PostNodeData[] = [];
  const skipped: SkippedPost[] = [];
  const categories = new Map<number, { term: WpTerm; postLanguages: string[] }>();
  const tags = new Map<number, NewsTagData>();
  const authors = new Map<number, NewsAuthorData>();
  const polylangTranslations = new Map<number, unknown>();
  /** "language/slug" → the post whose page it is. */
  const pages = new Map<string, number>();
  const badCategories = new Map<number, string>();

  for (const raw of rawPosts) {
    if (!isPostShaped(raw)) {
      skipped.push({ reason: "not a post (no numeric id or no slug)" });
      continue;
    }
    const post = raw;
    if (!isPublished(post)) {
      skipped.push({ wpId: post.id, reason: `status "${post.status ?? "missing"}" is not "publish"` });
      continue;
    }
    const postCategories = embeddedTerms(post, "category");
    const detected = postLanguage(
      { lang: post.lang, categorySlugs: postCategories.map((term) => term.slug) },
      rule,
    );
    if ("unsupported" in detected) {
      skipped.push({ wpId: post.id, reason: `language "${detected.unsupported}" is not one of the site's` });
      continue;
    }
    // The slug becomes a folder of the site: "..", "a/b", "%2f" and the like never get that far.
    const slug = judgeSlug(post.slug);
    if ("problem" in slug) {
      skipped.push({ wpId: post.id, reason: `slug ${quotedSlug(post.slug)} ${slug.problem}`, warning: true });
      continue;
    }
    const page = `${detected.language}/${slug.slug}`;
    const owner = pages.get(page);
    if (owner !== undefined) {
      // WordPress keeps slugs unique; two that decode alike would make one page of two posts.
      const reason = `slug ${quotedSlug(post.slug)} is the page of post ${owner} already`;
      skipped.push({ wpId: post.id, reason, warning: true });
      continue;
    }
    const date = wordPressDate(post.date, post.date_gmt);
    const modified = wordPressDate(post.modified, post.modified_gmt) ?? date;
    if (!date || !modified) {
      skipped.push({ wpId: post.id, reason: `date "${post.date ?? "missing"}" is not a WordPress date` });
      continue;
    }

    const postTags = embeddedTerms(post, "post_tag");
    const author = embeddedAuthor(post);
    const isProtected = isPasswordProtected(post);
    const media = featuredMediaRef(post);
    // A category's slug becomes a folder too (its archive): one that cannot is left out of the post's.
    const pageCategories = postCategories.flatMap((term) => {
      const verdict = judgeSlug(term.slug);
      if ("slug" in verdict) return [{ ...term, slug: verdict.slug }];
      badCategories.set(term.id, `slug ${quotedSlug(term.slug)} ${verdict.problem}`);
      return [];
    });
    for (const term of pageCategories) {
      const entry = categories.get(term.id) ?? { term, postLanguages: [] };
      entry.postLanguages.push(detected.language);
      categories.set(term.id, entry);
    }
    for (const term of postTags)
      tags.set(term.id, { wpId: term.id, slug: term.slug, name: plainText(term.name) });
    if (author) authors.set(author.id, { wpId: author.id, name: plainText(author.name), slug: author.slug });
    polylangTranslations.set(post.id, post.translations);
    pages.set(page, post.id);

    posts.push({
      wpId: post.id,
      slug: slug.slug,
      language: detected.language,
      title: plainText(post.title?.rendered),
      excerptHtml: isProtected ? "" : sanitizeContent(post.excerpt?.rendered),
      excerptText: isProtected ? "" : plainText(post.excerpt?.rendered),
      contentHtml: isProtected ? "" : sanitizeContent(post.content?.rendered),
      protected: isProtected,
      sticky: post.sticky === true,
      date,
      modified,
      link: typeof post.link === "string" ? post.link : "",
      categories: unique(pageCategories.map((term) => term.id)),
      tags: unique(postTags.map((term) => term.id)),
      author: author?.id ?? null,
      featuredMedia: media.ref,
      featuredImageAlt: media.alt,
      translations: [],
    });
  }

  const known = new Map(posts.map((post) => [post.wpId, { language: post.language, slug: post.slug }]));
  for (const post of posts) {
    const translations = polylangTranslations.get(post.wpId);
    post.translations = resolveTranslations(post.wpId, post.language, translations, known, rule.languages);
  }

  return {
    posts,
    categories: [...categories.values()].map(({ term, postLanguages }) => ({
      wpId: term.id,
      slug: term.slug,
      name: plainText(term.name),
      language: categoryLanguage(term, postLanguages, rule),
      count: postLanguages.length,
      isLanguageMarker: isLanguageMarker(term.slug, rule),
    })),
    tags: [...tags.values()],
    authors: [...authors.values()],
    skipped,
    skippedCategories: [...badCategories].map(([wpId, reason]) => ({ wpId, reason })),
  };
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
