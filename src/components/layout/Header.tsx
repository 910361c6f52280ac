import React from "react";
import { Link, useTranslation } from "gatsby-plugin-react-i18next";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MachinesDropdown } from "./MachinesDropdown";
import { MobileMenu } from "./MobileMenu";
import { Logo } from "./Logo";
import { MAIN_LINKS, QUOTE_LINK } from "./navigation";
import * as styles from "./Header.module.css";

export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <Logo />
          <span className="visually-hidden">{t("nav.home")}</span>
        </Link>
        <nav className={styles.navigation} aria-label={t("nav.main")}>
          <ul className={styles.links}>
            <li>
              <MachinesDropdown pathname={pathname} />
            </li>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link} activeClassName={styles.active} partiallyActive>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher />
          <Link to={QUOTE_LINK.to} className={styles.quote}>
            {t(QUOTE_LINK.labelKey)}
          </Link>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
