import { localizePath, type Language } from "../shared/i18n/languages";

/** Posts per page of the news index. */
export const POSTS_PER_PAGE = 12;

export function newsIndexPath(language: Language, page = 1): string {
  return localizePath(page <= 1 ? "/news/" : `/news/page/${page}/`, language);
}

export function newsPostPath(language: Language, slug: string): string {
  return localizePath(`/news/${slug}/`, language);
}

export function newsCategoryPath(language: Language, slug: string): string {
  return localizePath(`/news/category/${slug}/`, language);
}

export function newsFeedPath(language: Language): string {
  return localizePath("/news/rss.xml", language);
}

/** How many index pages `count` posts fill; an empty news index is still one page. */
export function pageCount(count: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}
