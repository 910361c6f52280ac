import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import { groupByPosition } from "./team-groups";
import type { Localized } from "../shared/i18n/localized";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./TeamGroups.module.css";

export interface Member {
  jsonId: string;
  name: string;
  position: string;
  role: Localized;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

function Portrait({ member, placeholder }: { member: Member; placeholder: string }) {
  const image = member.image?.childImageSharp?.gatsbyImageData;
  if (image) return <SiteImage image={image} alt="" className={styles.portrait} />;
  return (
    <svg
      className={styles.portrait}
      viewBox="0 0 200 200"
      width="200"
      height="200"
      role="img"
      aria-label={placeholder}
    >
      <rect width="200" height="200" fill="#e4e9eb" />
      <circle cx="100" cy="78" r="36" fill="#acacac" />
      <path d="M36 184c8-40 34-60 64-60s56 20 64 60z" fill="#acacac" />
    </svg>
  );
}

/** The team, grouped by position in the company's order. */
export function TeamGroups({ members, language }: { members: readonly Member[]; language: Language }) {
  const { t } = useTranslation("team");
  return (
    <div className={styles.team}>
      {groupByPosition(members).map((group) => (
        <section key={group.position} className={styles.group} aria-labelledby={`team-${group.position}`}>
          <h2 id={`team-${group.position}`}>{t(`positions.${group.position}`)}</h2>
          <ul className={styles.members}>
            {group.members.map((member) => (
              <li key={member.jsonId} className={styles.member}>
                <Portrait member={member} placeholder={t("placeholderImage")} />
                <p className={styles.name}>{member.name}</p>
                <p className={styles.role}>{member.role[language]}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
