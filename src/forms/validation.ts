import { string } from "yup";
import type { Translate } from "../shared/i18n/translate";

/**
 * An address with a top-level domain of two letters or more. Not yup's `email()`: it follows the WHATWG
 * pattern, which takes `sam@example` (no top-level domain, so a reply never arrives) and refuses
 * non-ASCII addresses such as `jürgen@müller.de`.
 */
export const EMAIL_ADDRESS = /^[^\s@,;"<>()[\]\\]+@[^\s@,;"<>()[\]\\]+\.[^\s@,;"<>()[\]\\]{2,}$/;

/** Bytes in a megabyte, as file limits count them. */
export const MEGABYTE = 1024 * 1024;

/** "Email is not valid.": the message of every field rule but the file's, named by the field's label key. */
export function invalidMessage(t: Translate, labelKey: string): string {
  return t("validation.invalid", { field: t(labelKey) });
}

/** Text that must hold more than white space. */
export function requiredText(message: string) {
  return string().trim().required(message);
}
