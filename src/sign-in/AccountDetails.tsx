import { useTranslation } from "../shared/i18n/page-i18n";
import { displayName, type AuthUser } from "./auth-state";
import { hasScope } from "./scope";
import { ExternalLink } from "../shared/links/ExternalLink";

/** The signed-in visitor's profile and the tools their scopes open. */
export function AccountDetails({
  user,
  links,
  onSignOut,
}: {
  user: AuthUser;
  links: { shop: string; configurator: string; sso: string };
  onSignOut: () => void;
}) {
  const { t } = useTranslation("common");
  const tools = [
    hasScope(user, "shop") && { href: links.shop, label: t("accountPage.openShop") },
    hasScope(user, "configurator") && { href: links.configurator, label: t("accountPage.openConfigurator") },
  ].filter((tool): tool is { href: string; label: string } => Boolean(tool));
  return (
    <>
      <dl>
        <dt>{t("accountPage.name")}</dt>
        <dd>{displayName(user)}</dd>
        {typeof user.email === "string" && (
          <>
            <dt>{t("accountPage.email")}</dt>
            <dd>{user.email}</dd>
          </>
        )}
      </dl>
      <h2>{t("accountPage.access")}</h2>
      {tools.length === 0 ? (
        <p>{t("accountPage.noAccess")}</p>
      ) : (
        <ul>
          {tools.map((tool) => (
            <li key={tool.href}>
              <ExternalLink href={tool.href}>{tool.label}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
      <p>
        <ExternalLink href={links.sso}>{t("accountPage.manage")}</ExternalLink>
      </p>
      <p>
        <button type="button" onClick={onSignOut}>
          {t("auth.signOut")}
        </button>
      </p>
    </>
  );
}
