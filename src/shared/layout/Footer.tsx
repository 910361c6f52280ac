import { useTranslation } from "../i18n/page-i18n";
import { ConsentSettingsButton } from "../../consent/ConsentSettingsButton";
import { ContactModalButton } from "../../contact/ContactModalButton";
import { LocalizedLink } from "../links/LocalizedLink";
import type { SiteSettings } from "../hooks/use-site-settings";
import type { Language } from "../i18n/languages";
import { ExternalLink } from "../links/ExternalLink";
import { useCopyrightYear } from "./copyright-year";
import { LEGAL_LINKS, SITE_MAP_ID, SITE_MAP_LINKS } from "./navigation";

import * as styles from "./Footer.module.css";

type SocialNetwork = "youtube" | "twitter" | "facebook" | "instagram" | "linkedin";
const NETWORKS: readonly SocialNetwork[] = ["youtube", "twitter", "facebook", "instagram", "linkedin"];

/**
 * `consentSettings`: a tag manager is configured, so there is a consent to change; the button for it
 * sits with the legal links on every page.
 */
export function Footer({
  settings,
  language,
  consentSettings = false,
}: {
  settings: SiteSettings;
  language: Language;
  consentSettings?: boolean;
}) {
  const { t } = useTranslation("common");
  const year = useCopyrightYear();
  const { site, locations } = settings;
  const address = site.footerAddress;

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {address.company}
          </h2>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country[language]}
          </address>
          <p className={styles.contacts}>
            {t("footer.phone")}:{" "}
            <a href={`tel:${site.contacts.phone.replace(/\s/g, "")}`}>{site.contacts.phone}</a>
            <br />
            {t("footer.email")}: <a href={`mailto:${site.contacts.email}`}>{site.contacts.email}</a>
          </p>
        </section>

        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className={styles.heading}>
            {t("footer.locations")}
          </h2>
          <ul className={styles.list}>
            {locations.map((location) => (
              <li key={location.jsonId} className={styles.location}>
                <strong>{location.name}</strong>
                <br />
                {location.street}, {location.postalCode} {location.city}, {location.country[language]}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t("footer.services")}
          </h2>
          <ul className={styles.list}>
            <li>
              <ExternalLink href={site.links.shop}>{t("footer.shop")}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.links.configurator}>{t("footer.configurator")}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.links.newsSite}>{t("footer.newsSite")}</ExternalLink>
            </li>
            <li>
              <ContactModalButton className={styles.linkButton} labelKey="contactModal.openForm" />
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t("footer.followUs")}
          </h2>
          <ul className={styles.social}>
            {NETWORKS.map((network) => (
              <li key={network}>
                <ExternalLink
                  href={site.social[network]}
                  className={styles.socialLink}
                  label={t(`social.${network}`)}
                >
                  {/* Files, not inline SVG: no page carries the marks' path data in its HTML and JavaScript. */}
                  <img src={`/icons/social/${network}.svg`} width="24" height="24" alt="" loading="lazy" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <nav id={SITE_MAP_ID} className={styles.siteMap} aria-labelledby="footer-site-map">
          <h2 id="footer-site-map" className={styles.heading}>
            {t("footer.siteMap")}
          </h2>
          <ul className={styles.siteMapList}>
            {SITE_MAP_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to}>{t(link.labelKey)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © <span data-testid="copyright-year">{year}</span> {address.company}
        </p>
        <nav aria-label={t("footer.legal")}>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to}>{t(link.labelKey)}</LocalizedLink>
              </li>
            ))}
            {consentSettings && (
              <li>
                <ConsentSettingsButton className={styles.linkButton} />
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
