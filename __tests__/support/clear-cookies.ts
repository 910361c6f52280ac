/** Deletes every cookie of the test document, so no test sees another's. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split("=")[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
