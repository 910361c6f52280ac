import { type MouseEvent } from "react";
import { navigate } from "gatsby";
import { usePageI18n, useTranslation } from "../i18n/page-i18n";
import { isPlainClick } from "../links/plain-click";
import { serializeLanguageCookie } from "../i18n/language-cookie";
import { localizePath, LANGUAGES, type Language } from "../i18n/languages";
import type { Alternates } from "../i18n/page-alternates";
import * as styles from "./LanguageSwitcher.module.css";

/**
 * DE / EN: the other language is a link to the same page in it. A click stores the choice in the
 * language cookie and keeps the query and the hash.
 */
export function LanguageSwitcher({ targets = {} }: { targets?: Alternates }) {
  const { language, originalPath } = usePageI18n();
  const { t } = useTranslation("common");
  // A page in only some languages (a news post) names where the switcher leads instead.
  const targetPath = (target: Language) => targets[target] ?? localizePath(originalPath, target);

  const switchTo = (event: MouseEvent<HTMLAnchorElement>, target: Language) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    document.cookie = serializeLanguageCookie(target);
    const { search, hash } = window.location;
    void navigate(`${targetPath(target)}${search}${hash}`);
  };

  return (
    <ul className={styles.switcher} aria-label={t("language.switcher")}>
      {LANGUAGES.map((target) => {
        const label = (
          <>
            <span aria-hidden="true">{target.toUpperCase()}</span>
            <span className="visually-hidden">{t(`language.names.${target}`)}</span>
          </>
        );
        return (
          <li key={target}>
            {target === language ? (
              <span className={styles.current} aria-current="true">
                {label}
              </span>
            ) : (
              <a
                className={styles.link}
                href={targetPath(target)}
                hrefLang={target}
                onClick={(event) => switchTo(event, target)}
              >
                {label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
