import { Component, type ReactNode } from "react";
import commonDe from "../../../data/locales/de/common.json";
import commonEn from "../../../data/locales/en/common.json";
import type { Language } from "../i18n/languages";

/**
 * Plain words, not from the page's translation context: this must render when everything else, the error
 * page's own texts included, has failed. Read property by property, so the bundle keeps these two strings,
 * not the whole namespaces (webpack drops the properties of a JSON file that no code reads).
 */
export const LAST_RESORT_MESSAGES: Record<Language, string> = {
  en: commonEn.errorPage.lastResort,
  de: commonDe.errorPage.lastResort,
};

interface Props {
  /** The page's language, from its path. */
  language: Language;
  children: ReactNode;
}

/** Catches a failure of the error page itself. */
export class LastResortBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: "4rem 1.5rem", textAlign: "center" }}>
        <p>{LAST_RESORT_MESSAGES[this.props.language]}</p>
      </div>
    );
  }
}
