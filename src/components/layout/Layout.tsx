import { type ReactNode } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useLanguage } from "../../hooks/use-language";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import * as styles from "./Layout.module.css";

/** Frame of every page: skip link, header, the page as <main>, footer. */
export function Layout({ location, children }: { location: { pathname: string }; children: ReactNode }) {
  const settings = useSiteSettings();
  const language = useLanguage();
  return (
    <div className={styles.layout}>
      <SkipLink />
      <Header pathname={location.pathname} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} language={language} />
    </div>
  );
}
