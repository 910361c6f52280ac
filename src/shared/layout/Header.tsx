import { useTranslation } from "../i18n/page-i18n";
import { AuthControls } from "../../sign-in/AuthControls";
import { ContactModalButton } from "../../contact/ContactModalButton";
import { LocalizedLink } from "../links/LocalizedLink";
import { SearchButton } from "../../search/SearchButton";
import type { Alternates } from "../i18n/page-alternates";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MachinesDropdown } from "./MachinesDropdown";
import { MobileMenu } from "./MobileMenu";
import { Logo } from "./Logo";
import { MAIN_LINKS, QUOTE_LINK } from "./navigation";
import * as styles from "./Header.module.css";

export function Header({ pathname, languageTargets }: { pathname: string; languageTargets?: Alternates }) {
  const { t } = useTranslation("common");
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LocalizedLink to="/" className={styles.brand}>
          <Logo />
          <span className="visually-hidden">{t("nav.home")}</span>
        </LocalizedLink>
        <nav className={styles.navigation} aria-label={t("nav.main")}>
          <ul className={styles.links}>
            <li>
              <MachinesDropdown pathname={pathname} />
            </li>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink
                  to={link.to}
                  className={styles.link}
                  activeClassName={styles.active}
                  partiallyActive
                >
                  {t(link.labelKey)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SearchButton />
          <LanguageSwitcher targets={languageTargets} />
          <ContactModalButton className={styles.contact} />
          <LocalizedLink to={QUOTE_LINK.to} className={styles.quote}>
            {t(QUOTE_LINK.labelKey)}
          </LocalizedLink>
          <AuthControls pathname={pathname} />
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
