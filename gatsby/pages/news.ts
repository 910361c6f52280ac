import path from "node:path";
import type { Actions } from "gatsby";
import { isLanguage, LANGUAGES, otherLanguage } from "../../src/i18n/languages";
import type { Alternates } from "../../src/i18n/page-alternates";
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
  language: string;
  translations: readonly { language: string; slug: string }[];
  categories: readonly { id: string; slug: string; isLanguageMarker: boolean }[];
}

/** News index pages, post pages and category archives, in each language with that language's posts. */
export function createNewsPages(posts: readonly NewsPostSummary[], createPage: Actions["createPage"]): void {
  for (const language of LANGUAGES) {
    const other = otherLanguage(language);
    const own = posts.filter((post) => post.language === language);
    const otherCount = pageCount(posts.filter((post) => post.language === other).length);

    const pages = pageCount(own.length);
    for (let page = 1; page <= pages; page++) {
      const pagePath = newsIndexPath(language, page);
      const alternates: Alternates = { [language]: pagePath };
      if (page <= otherCount) alternates[other] = newsIndexPath(other, page);
      createPage({
        path: pagePath,
        component: TEMPLATES.index,
        context: {
          ...i18nContext(language, pagePath),
          skip: (page - 1) * POSTS_PER_PAGE,
          limit: POSTS_PER_PAGE,
          page,
          pageCount: pages,
          alternates,
          languageSwitch: { [language]: pagePath, [other]: alternates[other] ?? newsIndexPath(other) },
        },
      });
    }

    own.forEach((post, index) => {
      const postPath = newsPostPath(language, post.slug);
      const alternates: Alternates = { [language]: postPath };
      for (const translation of post.translations) {
        if (isLanguage(translation.language) && translation.language !== language) {
          alternates[translation.language] = newsPostPath(translation.language, translation.slug);
        }
      }
      createPage({
        path: postPath,
        component: TEMPLATES.post,
        context: {
          ...i18nContext(language, postPath),
          id: post.id,
          // The list is newest first: the newer post comes before, the older one after.
          newerId: own[index - 1]?.id ?? null,
          olderId: own[index + 1]?.id ?? null,
          alternates,
          languageSwitch: { [language]: postPath, [other]: alternates[other] ?? newsIndexPath(other) },
        },
      });
    });

    const categories = new Map(
      own
        .flatMap((post) => post.categories.filter((category) => !category.isLanguageMarker))
        .map((c) => [c.id, c]),
    );
    for (const category of categories.values()) {
      const categoryPath = newsCategoryPath(language, category.slug);
      createPage({
        path: categoryPath,
        component: TEMPLATES.category,
        context: {
          ...i18nContext(language, categoryPath),
          categoryId: category.id,
          alternates: { [language]: categoryPath },
          languageSwitch: { [language]: categoryPath, [other]: newsIndexPath(other) },
        },
      });
    }
  }
}
