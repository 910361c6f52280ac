import { useTranslation } from "../shared/i18n/page-i18n";
import { DeferredContactForm } from "../forms/DeferredForms";
import type { SiteSettings } from "../shared/hooks/use-site-settings";
import type { Language } from "../shared/i18n/languages";
import * as styles from "./ContactSection.module.css";

const CONTACT_SECTION_ID = "contact";

function telephoneHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** The home page's #contact section: how to reach the company and where it is. */
export function ContactSection({ settings, language }: { settings: SiteSettings; language: Language }) {
  const { t } = useTranslation("home");
  const { site, locations } = settings;
  return (
    <section id={CONTACT_SECTION_ID} className={styles.contact} aria-labelledby="contact-heading">
      <div className={styles.inner}>
        <h2 id="contact-heading">{t("contact.title")}</h2>
        <p className={styles.intro}>{t("contact.intro")}</p>
        <dl className={styles.channels}>
          <div>
            <dt>{t("contact.phone")}</dt>
            <dd>
              <a href={telephoneHref(site.contacts.phone)}>{site.contacts.phone}</a>
            </dd>
          </div>
          {site.contacts.fax && (
            <div>
              <dt>{t("contact.fax")}</dt>
              <dd>{site.contacts.fax}</dd>
            </div>
          )}
          <div>
            <dt>{t("contact.email")}</dt>
            <dd>
              <a href={`mailto:${site.contacts.email}`}>{site.contacts.email}</a>
            </dd>
          </div>
        </dl>
        <div className={styles.form}>
          <h3>{t("contact.formTitle")}</h3>
          <DeferredContactForm email={site.contacts.email} />
        </div>
        <h3>{t("contact.locations")}</h3>
        <ul className={styles.locations}>
          {locations.map((location) => (
            <li key={location.jsonId} className={styles.location}>
              <p className={styles.kind}>
                {t(location.kind === "headquarters" ? "contact.headquarters" : "contact.branch")}
              </p>
              <address className={styles.address}>
                <strong>{location.name}</strong>
                <br />
                {location.street}
                <br />
                {location.postalCode} {location.city}
                <br />
                {location.country[language]}
                <br />
                <a href={telephoneHref(location.phone)}>{location.phone}</a>
                <br />
                <a href={`mailto:${location.email}`}>{location.email}</a>
              </address>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
