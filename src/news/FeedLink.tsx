import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { newsFeedPath } from "./news-paths";

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
