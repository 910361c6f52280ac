/** The site's navigation, as unprefixed paths and keys into the `common` namespace. */
export interface NavigationLink {
  to: string;
  labelKey: string;
}

export const MACHINE_LINKS: readonly NavigationLink[] = [
  { to: "/machines/", labelKey: "nav.machinesOverview" },
  { to: "/machines/metal-lbpf/", labelKey: "nav.metalLpbf" },
  { to: "/machines/polymer-sls/", labelKey: "nav.polymerSls" },
  { to: "/machines/peripherals/", labelKey: "nav.peripherals" },
  { to: "/machines/aconity-platform/", labelKey: "nav.platform" },
];

export const MAIN_LINKS: readonly NavigationLink[] = [
  { to: "/products/", labelKey: "nav.products" },
  { to: "/application-center/", labelKey: "nav.applicationCenter" },
  { to: "/consulting/", labelKey: "nav.consulting" },
  { to: "/academy/", labelKey: "nav.academy" },
  { to: "/testing/", labelKey: "nav.testing" },
  { to: "/team/", labelKey: "nav.team" },
  { to: "/jobs/", labelKey: "nav.jobs" },
  { to: "/news/", labelKey: "nav.news" },
];

export const QUOTE_LINK: NavigationLink = { to: "/get-quote/", labelKey: "nav.getQuote" };
export const CONTACT_LINK: NavigationLink = { to: "/#contact", labelKey: "nav.contact" };

export const LEGAL_LINKS: readonly NavigationLink[] = [
  { to: "/imprint/", labelKey: "footer.imprint" },
  { to: "/privacy/", labelKey: "footer.privacy" },
  { to: "/terms-conditions/", labelKey: "footer.terms" },
];

/** Every page of the navigation: the mobile menu's panel and the footer's site map. */
export const SITE_MAP_LINKS: readonly NavigationLink[] = [
  ...MACHINE_LINKS,
  ...MAIN_LINKS,
  CONTACT_LINK,
  QUOTE_LINK,
];

/** The footer's site map: where the mobile menu leads until the page's code runs. */
export const SITE_MAP_ID = "site-map";
