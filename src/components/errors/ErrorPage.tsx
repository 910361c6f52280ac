import { useTranslation } from "gatsby-plugin-react-i18next";
import { PlainSection } from "../content/PlainSection";
import { LocalizedLink } from "../links/LocalizedLink";
import { errorPageText } from "./error-page-text";

/** What a visitor sees instead of a page that failed while rendering, in the page's language. */
export function ErrorPage() {
  const { i18n } = useTranslation("common");
  const text = errorPageText(i18n.getResourceBundle(i18n.language, "common"));
  return (
    <PlainSection id="error" title={text.title} headingLevel={1}>
      <p>{text.text}</p>
      <p>
        <LocalizedLink to="/">{text.home}</LocalizedLink>
      </p>
    </PlainSection>
  );
}
