/**
 * Nu Html Checker messages we accept, and why. gatsby-plugin-image renders a <picture> whose sources sit in
 * data-srcset/data-src until its script swaps them in, plus a presentational sizer image with empty alt;
 * the checker reads that server markup as invalid. Exactly these four messages, and only on that markup
 * (recognised by the extract the checker reports), are accepted, here and nowhere else.
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
  /^Element “img” is missing one or more of the following attributes: “src”, “srcset”/,
  /^The “sizes” attribute must only be specified if the “srcset” attribute is also specified/,
  /^An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string/,
];

const GATSBY_IMAGE_MARKUP = /data-srcset=|data-main-image|role="presentation" aria-hidden="true"/;

export function isAcceptedMessage(message: VnuMessage): boolean {
  return (
    GATSBY_IMAGE_MESSAGES.some((pattern) => pattern.test(message.message)) &&
    GATSBY_IMAGE_MARKUP.test(message.extract ?? "")
  );
}
