import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { newsCategoryPath, newsIndexPath, newsPostPath } from "./news-paths";
import { PageHero } from "../shared/sections/PageHero";
import { NewsSection } from "./NewsSection";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./NewsPost.module.css";

export interface NewsPostContent {
  title: string;
  date: string;
  /** The date as readers see it (formatCalendarDate in src/shared/i18n/calendar-date.ts), formatted when the site was built. */
  dateText: string;
  contentHtml: string;
  protected: boolean;
  featuredImageAlt: string;
  featuredImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  author: { name: string } | null;
  categories: readonly { slug: string; name: string; isLanguageMarker: boolean }[];
}

interface Neighbour {
  slug: string;
  title: string;
}

/** A news post: its content was sanitized when the site was built, so it is inserted as it is. */
export function NewsPost({
  post,
  newer,
  older,
  language,
}: {
  post: NewsPostContent;
  newer: Neighbour | null;
  older: Neighbour | null;
  language: Language;
}) {
  const { t } = useTranslation("news");
  const image = post.featuredImage?.childImageSharp?.gatsbyImageData;
  const categories = post.categories.filter((category) => !category.isLanguageMarker);
  return (
    <>
      <PageHero
        hero={{
          eyebrow: post.dateText,
          title: post.title,
          lead: post.author ? t("by", { author: post.author.name }) : "",
        }}
      />
      <NewsSection>
        <article className={styles.post}>
          <p className={styles.meta}>
            <time dateTime={post.date}>{t("publishedOn", { date: post.dateText })}</time>
          </p>
          {image && <SiteImage image={image} alt={post.featuredImageAlt} className={styles.image} priority />}
          {post.protected ? (
            <p className={styles.protectedNotice} role="note">
              {t("protected")}
            </p>
          ) : (
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
          )}
          {categories.length > 0 && (
            <p className={styles.categories}>
              {t("categories")}:{" "}
              {categories.map((category, index) => (
                <span key={category.slug}>
                  {index > 0 && ", "}
                  <Link to={newsCategoryPath(language, category.slug)}>{category.name}</Link>
                </span>
              ))}
            </p>
          )}
        </article>
        <nav className={styles.neighbours} aria-label={t("title")}>
          {newer && (
            <Link to={newsPostPath(language, newer.slug)} rel="prev">
              {t("previous")}: {newer.title}
            </Link>
          )}
          {older && (
            <Link to={newsPostPath(language, older.slug)} rel="next">
              {t("next")}: {older.title}
            </Link>
          )}
          <Link to={newsIndexPath(language)}>{t("backToNews")}</Link>
        </nav>
      </NewsSection>
    </>
  );
}
