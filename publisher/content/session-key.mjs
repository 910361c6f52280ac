/**
 * The key editor sessions are signed with, held by nothing else: CONTENT_SESSION_SECRET, or a random key
 * the publisher makes at its first start in its state folder, readable by its user alone (docs/editing.md).
 */
import { createHmac, randomBytes } from "node:crypto";
import { chmod, open, readFile } from "node:fs/promises";
import path from "node:path";

export const SESSION_KEY_FILE = "content-session.key";

/** A configured secret is stretched to a key for this one purpose. */
export const keyFromSecret = (secret) =>
  createHmac("sha256", secret).update("content-editor-session").digest();

/**
 * @param {{ secret: string | null, stateDir: string }} options
 * @returns {Promise<Buffer>}
 */
export async function loadSessionKey({ secret, stateDir }) {
  if (secret) return keyFromSecret(secret);
  const file = path.join(stateDir, SESSION_KEY_FILE);
  try {
    // "wx": made once; a second publisher starting at the same moment reads the first one's.
    const handle = await open(file, "wx", 0o600);
    try {
      await handle.writeFile(randomBytes(32).toString("hex"));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  // A key file copied in with looser rights is tightened, not trusted as it is.
  await chmod(file, 0o600);
  const hex = (await readFile(file, "utf8")).trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) {
    throw new Error(`${file} does not hold a session key: remove it and the publisher makes a new one`);
  }
  return Buffer.from(hex, "hex");
}
