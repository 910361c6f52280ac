/** One test of the MDN HTTP Observatory as scored by its grader: the result's name and its modifier. */
export interface RuleResult {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
  /** Whether the Observatory counts the test as passed. */
  readonly pass: boolean;
}

/** What the Observatory looks at: the https answer to the site's address, and how http answers. */
export interface ScannedSite {
  /** The https address that was fetched. */
  readonly url: string;
  /** Its answer's headers, names in lower case (Set-Cookie in `setCookies`). */
  readonly headers: Readonly<Record<string, string>>;
  readonly setCookies: readonly string[];
  /** Its body when it is HTML (for Subresource Integrity), else "". */
  readonly html: string;
  /** The Origin header the request was sent with (to see whether CORS reflects it). */
  readonly requestOrigin: string;
  /**
   * How the http address answered: the Location of its first redirect, "" when it answered without
   * redirecting, null when nothing listens on http.
   */
  readonly httpRedirect: string | null;
}
