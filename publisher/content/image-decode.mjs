/**
 * Whether an uploaded picture decodes as the build's sharp will decode it, judged before anything is written:
 * one that does not (a file cut off, a JPEG header on something else) would fail every build after it.
 */
import sharp from "sharp";

/** What the build's memory affords: a small file can hold a huge, mostly empty picture. */
export const MAX_PIXELS = 40_000_000;

/** sharp's name of the format each extension promises. */
const FORMATS = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp" };

/**
 * Why the picture `bytes`, to be saved as `name`, would not build, or null when it would. SVGs and PDFs
 * are not decoded by the build and are not judged here.
 * @param {Buffer} bytes
 * @param {string} name
 */
export async function imageDecodeProblem(bytes, name) {
  const format = FORMATS[name.slice(name.lastIndexOf(".") + 1).toLowerCase()];
  if (!format) return null;
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: false });
    const { width = 0, height = 0, format: found } = await image.metadata();
    if (found !== format)
      return `${name} is not a ${format.toUpperCase()} image (it is ${found ?? "something else"}).`;
    if (width * height > MAX_PIXELS) {
      return `${name} is ${width} × ${height} pixels; the limit is ${MAX_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`;
    }
    await image.stats(); // Decodes every pixel: a cut-off file fails here.
    return null;
  } catch (error) {
    return `${name} cannot be read as a picture (${String(error.message).split("\n")[0]}). Save it again from the image program and upload that file.`;
  }
}
