import { useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ConsentAnswer } from "../../analytics/consent-store";
import { LocalizedLink } from "../links/LocalizedLink";
import { useBannerHeight } from "./use-banner-height";
import * as styles from "./ConsentBanner.module.css";

const HEADING_ID = "consent-banner-title";

/**
 * Asks whether the tag manager may be loaded. A labelled region, not a dialog: the page stays usable
 * and the focus is never trapped; both answers are equally easy to give.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (answer: ConsentAnswer) => void }) {
  const { t } = useTranslation("common");
  const banner = useRef<HTMLElement>(null);
  useBannerHeight(banner);
  return (
    <section ref={banner} className={styles.banner} aria-labelledby={HEADING_ID}>
      <div className={styles.content}>
        <h2 id={HEADING_ID} className={styles.title}>
          {t("consent.title")}
        </h2>
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
        </div>
      </div>
    </section>
  );
}
