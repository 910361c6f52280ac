/** The query parameter that opens the contact modal by itself, e.g. from a newsletter link. */
const CONTACT_MODAL_PARAMETER = "contact-modal";
export const CONTACT_MODAL_DELAY_MS = 500;

/** Whether a query string asks for the modal: the parameter with a non-empty value (`?contact-modal=` does not). */
export function contactModalRequested(search: string): boolean {
  const value = new URLSearchParams(search).get(CONTACT_MODAL_PARAMETER);
  return value !== null && value.trim() !== "";
}
