import { Link } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { newsIndexPath } from "./news-paths";
import type { NewsPostCardData } from "./news-types";
import { PostList } from "./PostList";
import * as styles from "./LatestNews.module.css";

/** The home page's latest posts of its language. */
export function LatestNews({ posts, language }: { posts: readonly NewsPostCardData[]; language: Language }) {
  const { t } = useTranslation("home");
  if (posts.length === 0) return null;
  return (
    <section id="latest-news" className={styles.news} aria-labelledby="latest-news-heading">
      <h2 id="latest-news-heading">{t("news.title")}</h2>
      <PostList posts={posts} language={language} headingLevel={3} />
      <p className={styles.all}>
        <Link to={newsIndexPath(language)}>{t("news.all")}</Link>
      </p>
    </section>
  );
}
