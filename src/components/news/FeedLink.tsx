import { useTranslation } from "../i18n/page-i18n";
import type { Language } from "../../i18n/languages";
import { newsFeedPath } from "../../news/news-paths";

export function FeedLink({ language }: { language: Language }) {
  const { t } = useTranslation("news");
  return (
    <p>
      <a href={newsFeedPath(language)} type="application/rss+xml">
        {t("rss")}
      </a>
    </p>
  );
}
