import { graphql } from "gatsby";
import { useTranslation } from "../components/i18n/page-i18n";
import { signOut } from "../auth/actions";
import { AccessGuard } from "../components/auth/AccessGuard";
import { AccountDetails } from "../components/auth/AccountDetails";
import { PlainSection } from "../components/content/PlainSection";
import { pageHead } from "../components/seo/page-head";
import { useAuth } from "../hooks/use-auth";
import { useSiteSettings } from "../hooks/use-site-settings";

/** The signed-in visitor's account; requires sign-in (signed-out visitors are sent to sign in first). */
export default function AccountPage() {
  const { t } = useTranslation("common");
  return (
    <PlainSection id="account" title={t("accountPage.title")} headingLevel={1}>
      <AccessGuard access="signed-in">
        <SignedInAccount />
      </AccessGuard>
    </PlainSection>
  );
}

function SignedInAccount() {
  const { user } = useAuth();
  const { site } = useSiteSettings();
  if (!user) return null;
  return <AccountDetails user={user} links={site.links} onSignOut={() => void signOut()} />;
}

export const Head = pageHead("common", { keyPrefix: "accountPage", noindex: true });

export const query = graphql`
  query AccountPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
