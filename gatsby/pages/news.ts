import path from "node:path";
import type { Actions } from "gatsby";
import { isLanguage, LANGUAGES, otherLanguage } from "../../src/shared/i18n/languages";
import type { Alternates } from "../../src/shared/i18n/page-alternates";
import { i18nContext } from "../locales/page-i18n-context";
import {
  newsCategoryPath,
  newsIndexPath,
  newsPostPath,
  pageCount,
  POSTS_PER_PAGE,
} from "../../src/news/news-paths";

const TEMPLATES = {
  index: path.resolve(__dirname, "../../src/templates/news-index.tsx"),
  post: path.resolve(__dirname, "../../src/templates/news-post.tsx"),
  category: path.resolve(__dirname, "../../src/templates/news-category.tsx"),
};

export interface NewsPostSummary {
  id: string;
  slug: string;
  /** The language the post is written in (the GraphQL field's name). */
  language: string;
  translations: readonly { language: string; slug: string }[];
  categories: readonly { id: string; slug: string; isLanguageMarker: boolean }[];
}

/**
 * News index pages, post pages and category archives, in each page language with the posts written in it:
 * a post's page is in its post language, and a page lists only posts of its own language.
 */
export function createNewsPages(posts: readonly NewsPostSummary[], createPage: Actions["createPage"]): void {
  const writtenIn = (postLanguage: string) => posts.filter((post) => post.language === postLanguage);
  for (const pageLanguage of LANGUAGES) {
    const other = otherLanguage(pageLanguage);
    const own = writtenIn(pageLanguage);
    const otherCount = pageCount(writtenIn(other).length);

    const pages = pageCount(own.length);
    for (let page = 1; page <= pages; page++) {
      const pagePath = newsIndexPath(pageLanguage, page);
      const alternates: Alternates = { [pageLanguage]: pagePath };
      if (page <= otherCount) alternates[other] = newsIndexPath(other, page);
      createPage({
        path: pagePath,
        component: TEMPLATES.index,
        context: {
          ...i18nContext(pageLanguage, pagePath),
          skip: (page - 1) * POSTS_PER_PAGE,
          limit: POSTS_PER_PAGE,
          page,
          pageCount: pages,
          alternates,
          languageSwitch: { [pageLanguage]: pagePath, [other]: alternates[other] ?? newsIndexPath(other) },
        },
      });
    }

    own.forEach((post, index) => {
      const postPath = newsPostPath(pageLanguage, post.slug);
      const alternates: Alternates = { [pageLanguage]: postPath };
      for (const translation of post.translations) {
        if (isLanguage(translation.language) && translation.language !== pageLanguage) {
          alternates[translation.language] = newsPostPath(translation.language, translation.slug);
        }
      }
      createPage({
        path: postPath,
        component: TEMPLATES.post,
        context: {
          ...i18nContext(pageLanguage, postPath),
          id: post.id,
          // The list is newest first: the newer post comes before, the older one after.
          newerId: own[index - 1]?.id ?? null,
          olderId: own[index + 1]?.id ?? null,
          alternates,
          languageSwitch: { [pageLanguage]: postPath, [other]: alternates[other] ?? newsIndexPath(other) },
        },
      });
    });

    const categories = new Map(
      own
        .flatMap((post) => post.categories.filter((category) => !category.isLanguageMarker))
        .map((c) => [c.id, c]),
    );
    for (const category of categories.values()) {
      const categoryPath = newsCategoryPath(pageLanguage, category.slug);
      createPage({
        path: categoryPath,
        component: TEMPLATES.category,
        context: {
          ...i18nContext(pageLanguage, categoryPath),
          categoryId: category.id,
          alternates: { [pageLanguage]: categoryPath },
          languageSwitch: { [pageLanguage]: categoryPath, [other]: newsIndexPath(other) },
        },
      });
    }
  }
}
