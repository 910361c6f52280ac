import { lazy, Suspense, useId } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { ActionLink } from "../links/ActionLink";
import { useBodyScrollLock } from "./use-body-scroll-lock";
import { SITE_MAP_ID } from "./navigation";
import { useDisclosure } from "./use-disclosure";
import * as styles from "./MobileMenu.module.css";

const loadPanel = () => import(/* webpackChunkName: "mobile-menu" */ "./MobileMenuPanel");
const MobileMenuPanel = lazy(loadPanel);

/** Fetches the panel's chunk when the visitor is about to open the menu (pointer over it, focus). */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The menu of small screens: a toggle that opens a full-height panel and locks page scrolling. The panel
 * is rendered from the first opening on (its code and CSS arrive then), so a page load carries only the
 * toggle; until the page's code runs, the toggle leads to the footer's site map.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation("common");
  const { open, opened, close, toggle, flip } = useDisclosure(pathname);
  const panelId = useId();
  useBodyScrollLock(open);

  return (
    <div className={styles.mobileMenu} onPointerEnter={preloadPanel} onFocus={preloadPanel}>
      <ActionLink
        ref={toggle}
        href={`#${SITE_MAP_ID}`}
        className={styles.toggle}
        // The panel, and so the id, exists from the first opening on.
        enhanced={{ "aria-expanded": open, "aria-controls": opened ? panelId : undefined }}
        onAction={flip}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{t(open ? "nav.closeMenu" : "nav.openMenu")}</span>
      </ActionLink>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} onClose={close} toggle={toggle} />
        </Suspense>
      )}
    </div>
  );
}
