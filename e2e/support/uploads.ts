import { writeFileSync } from "node:fs";
import { test, type Page } from "./test";

export const MEGABYTES = 1024 * 1024;

/**
 * A file of `size` bytes written to the test's output folder. Given by path, the browser reads it from disk;
 * given as a buffer, Playwright would send its bytes through the protocol (seconds of CPU for 20 MB).
 */
export function fileOnDisk(name: string, size: number): string {
  const file = test.info().outputPath(name);
  writeFileSync(file, Buffer.alloc(size, 0x41));
  return file;
}

/** Counts the upload progress events of the page's requests (the site's own listener runs first). */
export async function countUploadProgress(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { uploadProgress: number };
    counter.uploadProgress = 0;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      this.upload.addEventListener("progress", () => (counter.uploadProgress += 1));
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => (window as unknown as { uploadProgress: number }).uploadProgress);
}
