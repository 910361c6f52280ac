import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { ConsentAnswer } from "./consent-store";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { useBannerHeight } from "./use-banner-height";
import * as styles from "./ConsentBanner.module.css";

const HEADING_ID = "consent-banner-title";

const CURRENT_CHOICE_KEY: Record<ConsentAnswer, string> = {
  granted: "consent.currentGranted",
  denied: "consent.currentDenied",
};

/**
 * Asks whether the tag manager may be loaded. A labelled region, not a dialog: the page stays usable
 * and the focus is never trapped; both answers are equally easy to give. Reopened from the cookie
 * settings (`onClose` given), it says the current answer, takes the focus, and closes with Escape or its
 * close button.
 */
export function ConsentBanner({
  current,
  onAnswer,
  onClose,
}: {
  current: ConsentAnswer | null;
  onAnswer: (answer: ConsentAnswer) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation("common");
  const banner = useRef<HTMLElement>(null);
  useBannerHeight(banner);
  const reopened = onClose !== undefined;
  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && onClose) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    // Escape pressed on the banner or any control in it closes it: a shortcut for the controls inside,
    // which does not make the region itself a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={banner}
      className={styles.banner}
      aria-labelledby={HEADING_ID}
      tabIndex={reopened ? -1 : undefined}
      onKeyDown={reopened ? closeOnEscape : undefined}
    >
      <div className={styles.content}>
        <h2 id={HEADING_ID} className={styles.title}>
          {t("consent.title")}
        </h2>
        {current && <p className={styles.current}>{t(CURRENT_CHOICE_KEY[current])}</p>}
        <p className={styles.text}>
          {t("consent.text")}{" "}
          <LocalizedLink to="/privacy/" className={styles.link}>
            {t("consent.privacyLink")}
          </LocalizedLink>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => onAnswer("granted")}>
            {t("consent.accept")}
          </button>
          <button type="button" className={styles.button} onClick={() => onAnswer("denied")}>
            {t("consent.decline")}
          </button>
          {onClose && (
            <button type="button" className={styles.close} onClick={onClose}>
              {t("consent.close")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
