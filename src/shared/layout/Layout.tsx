import { lazy, type ReactNode } from "react";
import { useSessionStart } from "../../sign-in/use-auth";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useLanguage } from "../i18n/use-language";
import type { Alternates } from "../i18n/page-alternates";
import { publicConfiguration } from "../configuration/public-configuration";
import { isUnpublishedPage } from "../pages/unpublished-page";
import { searchKindOfPage } from "../../search/page-kind";
import { TagManagerConsent } from "../../analytics/TagManagerConsent";
import { ContactModalProvider } from "../../contact/contact-modal-context";
import { PageErrorBoundary } from "../errors/PageErrorBoundary";
import { SearchDialogProvider } from "../../search/search-dialog-context";
import { HydrateLater } from "../lazy/HydrateLater";
import { WhenIdle } from "../lazy/WhenIdle";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { HydrationMark } from "./HydrationMark";
import { PageTransition } from "./PageTransition";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import * as styles from "./Layout.module.css";

// Seen only after something happens (a slow navigation, a lost connection, a failed sign-in): loaded at idle.
const statusChunk = () => import(/* webpackChunkName: "page-status" */ "../status/deferred-status");
const LoadingBar = lazy(() => statusChunk().then((chunk) => ({ default: chunk.LoadingBar })));
const AuthNotice = lazy(() => statusChunk().then((chunk) => ({ default: chunk.AuthNotice })));
const ConnectionStatus = lazy(() => statusChunk().then((chunk) => ({ default: chunk.ConnectionStatus })));

/** What a page's context may tell the layout. */
export interface LayoutPageContext {
  /** Where the language switcher leads, for pages that exist only in some languages. */
  languageSwitch?: Alternates;
}

/** Frame of every page: skip link, header, the page as <main>, footer. */
export function Layout({
  location,
  pageContext,
  children,
}: {
  location: { pathname: string };
  pageContext?: LayoutPageContext;
  children: ReactNode;
}) {
  const settings = useSiteSettings();
  const language = useLanguage();
  useSessionStart();
  const searchKind = searchKindOfPage(location.pathname);
  // The previews show unpublished text (the draft's carries a token): no tag manager sees them, no consent is
  // asked.
  const unpublished = isUnpublishedPage(location.pathname);
  const tagManagerId = unpublished ? null : publicConfiguration.gtmId;
  return (
    <ContactModalProvider email={settings.site.contacts.email}>
      <SearchDialogProvider pathname={location.pathname}>
        <div className={styles.layout}>
          <WhenIdle>
            <LoadingBar />
          </WhenIdle>
          <SkipLink />
          {tagManagerId !== null && <TagManagerConsent containerId={tagManagerId} />}
          <Header pathname={location.pathname} languageTargets={pageContext?.languageSwitch} />
          <WhenIdle>
            <AuthNotice />
          </WhenIdle>
          {/* The header hydrates first; the page and footer after it, in slices, so that no long task blocks
              input (HydrateLater). */}
          <HydrateLater>
            {/* Only <main> of the pages meant to be found goes into the search index (src/search/page-kind.ts). */}
            <main
              id={MAIN_CONTENT_ID}
              className={styles.main}
              tabIndex={-1}
              data-pagefind-body={searchKind === null ? undefined : ""}
              data-pagefind-filter={searchKind === null ? undefined : `kind:${searchKind}`}
            >
              <PageTransition pathname={location.pathname}>
                <PageErrorBoundary resetKey={location.pathname}>{children}</PageErrorBoundary>
              </PageTransition>
            </main>
            <Footer settings={settings} language={language} consentSettings={tagManagerId !== null} />
            <HydrationMark />
          </HydrateLater>
          <WhenIdle>
            <ConnectionStatus />
          </WhenIdle>
        </div>
      </SearchDialogProvider>
    </ContactModalProvider>
  );
}
