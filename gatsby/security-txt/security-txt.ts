/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Written with every build, so its
 * required expiry date moves on by itself; it lies less than a year ahead, as the RFC recommends.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import site from "../../data/site.json";

const DAY_MS = 24 * 60 * 60 * 1000;
const SECURITY_TXT_LIFETIME_DAYS = 364;

export interface SecurityTxtInput {
  /** The site's public address, without trailing slash. */
  readonly siteUrl: string;
  /** The address that takes reports (the site settings' contact address). */
  readonly email: string;
  readonly builtAt: Date;
}

export function securityTxt({ siteUrl, email, builtAt }: SecurityTxtInput): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en, de",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}

/** The file in public/, addressed to the site settings' contact address. */
export async function writeSecurityTxt(publicDir: string, siteUrl: string): Promise<void> {
  await mkdir(path.join(publicDir, ".well-known"), { recursive: true });
  const text = securityTxt({ siteUrl, email: site.contacts.email, builtAt: new Date() });
  await writeFile(path.join(publicDir, ".well-known", "security.txt"), text);
}
