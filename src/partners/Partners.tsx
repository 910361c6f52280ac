import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import { ExternalLink } from "../shared/links/ExternalLink";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./Partners.module.css";

export interface Partner {
  jsonId: string;
  name: string;
  url: string | null;
  logo: {
    type: string;
    src: { publicURL: string | null };
    /** The same file when it is a raster image (PNG), with its responsive images. */
    raster: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  };
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const image = partner.logo.raster?.childImageSharp?.gatsbyImageData;
  if (image) {
    return <SiteImage image={image} alt={partner.name} className={styles.logo} objectFit="contain" />;
  }
  // SVG logos are served as they are: sharp does not process vector files.
  return (
    <img
      src={partner.logo.src.publicURL ?? ""}
      alt={partner.name}
      width={200}
      height={80}
      loading="lazy"
      className={styles.logo}
    />
  );
}

/** "Who trusts us": partner logos, each linking to the partner's site in a new tab where it has one. */
export function Partners({ partners }: { partners: readonly Partner[] }) {
  const { t } = useTranslation("home");
  return (
    <section id="partners" className={styles.partners} aria-labelledby="partners-heading">
      <h2 id="partners-heading">{t("partners.title")}</h2>
      <ul className={styles.grid}>
        {partners.map((partner) => (
          <li key={partner.jsonId} className={styles.partner}>
            {partner.url ? (
              <ExternalLink href={partner.url} className={styles.link}>
                <PartnerLogo partner={partner} />
              </ExternalLink>
            ) : (
              <PartnerLogo partner={partner} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
