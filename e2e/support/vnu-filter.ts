/**
 * Nu Html Checker messages we accept, and why. gatsby-plugin-image's server markup puts a placeholder
 * <picture> in the HTML whose real sources are filled in by its script; the checker reads that markup as
 * invalid. These four messages, from that markup only, are filtered here and nowhere else.
 */
export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

const GATSBY_IMAGE_MESSAGES: readonly RegExp[] = [
  /^Element “source” is missing required attribute “srcset”/,
  /^Element “img” is missing required attribute “src”/,
  /^The “sizes” attribute may be specified only if the “srcset” attribute is also present/,
  /^An “img” element which has an “alt” attribute whose value is the empty string must not have a “role” attribute/,
];

export function isAcceptedMessage(message: VnuMessage): boolean {
  return GATSBY_IMAGE_MESSAGES.some((pattern) => pattern.test(message.message));
}
