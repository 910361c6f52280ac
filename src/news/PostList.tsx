import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { NewsPostCardData } from "./news-types";
import { PostCard } from "./PostCard";
import * as styles from "./PostList.module.css";

export function PostList({
  posts,
  language,
  headingLevel = 2,
}: {
  posts: readonly NewsPostCardData[];
  language: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("news");
  if (posts.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} language={language} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
