import { ContactSection } from "../../contact/ContactSection";
import { useSiteSettings, type SiteSettings } from "../../shared/hooks/use-site-settings";
import { Footer } from "../../shared/layout/Footer";
import { listOf, localizedOf, recordOf, textOf } from "../entry-values";
import type { PreviewProps } from "../preview-props";

function contactAndFooter(settings: SiteSettings, props: PreviewProps) {
  return (
    <>
      <ContactSection settings={settings} language={props.language} />
      <Footer settings={settings} language={props.language} />
    </>
  );
}

/** The site's settings where visitors meet them: the contact section and the footer. */
export function SiteSettingsPreview(props: PreviewProps) {
  const built = useSiteSettings();
  const { entry, missing } = props;
  const address = recordOf(entry.footerAddress);
  const site = {
    ...built.site,
    ...entry,
    contacts: { ...built.site.contacts, ...recordOf(entry.contacts) },
    footerAddress: {
      ...built.site.footerAddress,
      ...address,
      country: localizedOf(address.country, missing),
    },
    social: { ...built.site.social, ...recordOf(entry.social) },
    links: { ...built.site.links, ...recordOf(entry.links) },
  } as SiteSettings["site"];
  return contactAndFooter({ ...built, site }, props);
}

/** The locations where visitors meet them: the contact section and the footer. */
export function LocationsPreview(props: PreviewProps) {
  const built = useSiteSettings();
  const locations = listOf(props.entry.entries).map((value) => {
    const location = recordOf(value);
    return {
      jsonId: textOf(location.id),
      kind: textOf(location.kind),
      name: textOf(location.name),
      street: textOf(location.street),
      postalCode: textOf(location.postalCode),
      city: textOf(location.city),
      country: localizedOf(location.country, props.missing),
      phone: textOf(location.phone) || null,
      email: textOf(location.email) || null,
    };
  });
  return contactAndFooter({ ...built, locations } as SiteSettings, props);
}
