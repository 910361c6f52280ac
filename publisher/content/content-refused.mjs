/** A request the content API refuses for what it asks (4xx), with the message the editor sees in Decap. */
export class ContentRefused extends Error {
  /** @param {400 | 404 | 409 | 413 | 422} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
