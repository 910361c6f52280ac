import { Link } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { newsPostPath } from "./news-paths";
import type { NewsPostCardData } from "./news-types";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./PostCard.module.css";

/** A post in a list: image, date, title, excerpt (sanitized when the site was built). */
export function PostCard({
  post,
  language,
  headingLevel,
}: {
  post: NewsPostCardData;
  language: Language;
  /** 2 under the page's h1 (news index), 3 inside a section (home page). */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("news");
  const image = post.featuredImage?.childImageSharp?.gatsbyImageData;
  const href = newsPostPath(language, post.slug);
  return (
    <article className={styles.card}>
      {image && <SiteImage image={image} alt={post.featuredImageAlt} className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.date}>
          <time dateTime={post.date}>{post.dateText}</time>
        </p>
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        {post.protected ? (
          <p>{t("protected")}</p>
        ) : (
          <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        )}
        {/* A second way in for the pointer, hidden from assistive technology; its text names the post, as
            search engines expect of every link. */}
        <Link to={href} className={styles.more} aria-hidden="true" tabIndex={-1}>
          {t("readMore")}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
