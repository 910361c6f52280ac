import { useNamespace } from "../i18n/page-i18n";
import { PlainSection } from "../sections/PlainSection";
import { LocalizedLink } from "../links/LocalizedLink";
import { errorPageText } from "./error-page-text";

/** What a visitor sees instead of a page that failed while rendering, in the page's language. */
export function ErrorPage() {
  const text = errorPageText(useNamespace("common"));
  return (
    <PlainSection id="error" title={text.title} headingLevel={1}>
      <p>{text.text}</p>
      <p>
        <LocalizedLink to="/">{text.home}</LocalizedLink>
      </p>
    </PlainSection>
  );
}
