import { graphql } from "gatsby";
import { useTranslation } from "../components/i18n/page-i18n";
import { publicConfig } from "../config/public-config";
import { signIn } from "../auth/actions";
import { AccessGuard } from "../components/auth/AccessGuard";
import { LocalizedLink } from "../components/links/LocalizedLink";
import { PlainSection } from "../components/content/PlainSection";
import { pageHead } from "../components/seo/page-head";
import { useAuth } from "../hooks/use-auth";
import * as buttons from "../components/auth/AuthControls.module.css";

/**
 * The sign-in page and callback (redirect URI): the session completes a sign-in that comes back here.
 * Guest-only: a signed-in visitor who opens it goes home. `?return=/path/` names the page to come back
 * to; the session accepts it only when it is a safe path on this site.
 */
export default function LoginPage() {
  const { t } = useTranslation("common");
  if (!publicConfig.keycloak) {
    return (
      <PlainSection id="login" title={t("login.title")} headingLevel={1}>
        <p role="status">{t("login.notConfigured")}</p>
        <p>{t("login.notConfiguredHelp")}</p>
        <p>
          <LocalizedLink to="/">{t("login.home")}</LocalizedLink>
        </p>
      </PlainSection>
    );
  }
  return (
    <AccessGuard access="guest">
      <SignInPanel />
    </AccessGuard>
  );
}

function SignInPanel() {
  const { t } = useTranslation("common");
  const { busy } = useAuth();
  return (
    <PlainSection id="login" title={t("login.title")} headingLevel={1}>
      <p>{t("login.intro")}</p>
      <p role="status">{busy ? t("auth.signingIn") : ""}</p>
      <p>
        <button
          type="button"
          className={buttons.signIn}
          disabled={busy}
          onClick={() => void signIn(new URLSearchParams(window.location.search).get("return") ?? undefined)}
        >
          {t("auth.signIn")}
        </button>
      </p>
      <p>
        <LocalizedLink to="/">{t("login.home")}</LocalizedLink>
      </p>
    </PlainSection>
  );
}

export const Head = pageHead("common", { keyPrefix: "login", noindex: true });

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
