/** Whether a URL fragment is an authorization response (response mode fragment): a state and a code or an error. */
export function isAuthorizationResponse(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.has("state") && (params.has("code") || params.has("error"));
}
