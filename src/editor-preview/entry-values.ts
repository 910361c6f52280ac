/**
 * The values of an entry as Decap holds it, made into what the site's components take: texts that may be
 * missing, pictures the editor's browser holds as blob: addresses, an entry in its place in the list. Pure;
 * a value of the wrong kind becomes empty here, and the warnings say what the build would refuse.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { LANGUAGES } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { isRecord } from "../shared/utils/is-record";

export const textOf = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

export const numberOf = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A text in both languages; an empty one shows as `missing` says, so the editor sees what is not there. */
export function localizedOf(value: unknown, missing: Localized): Localized {
  const texts = recordOf(value);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      textOf(texts[language]).trim() ? textOf(texts[language]) : missing[language],
    ]),
  ) as Localized;
}

/** The box of a picture the site shows at `width` × `height`: the editor's file in the site's crop. */
export function previewImage(
  url: string | undefined,
  width: number,
  height: number,
): IGatsbyImageData | undefined {
  if (!url) return undefined;
  return { layout: "constrained", width, height, images: { fallback: { src: url } } };
}

/** A picture field as the site's queries give it: `{ childImageSharp: { gatsbyImageData } }`. */
export function imageNode(image: IGatsbyImageData | undefined) {
  return { childImageSharp: image ? { gatsbyImageData: image } : null };
}

/**
 * The list with the edited item in place of the one it was opened as (`key`), or added when it is new; the
 * list keeps its order otherwise.
 */
export function withItem<Item>(
  list: readonly Item[],
  keyOf: (item: Item) => string,
  key: string,
  item: Item,
): Item[] {
  const index = list.findIndex((candidate) => keyOf(candidate) === key);
  return index === -1 ? [...list, item] : list.map((candidate, at) => (at === index ? item : candidate));
}

/** The picture of `path`: the editor's copy when Decap has one, else the built one (unchanged path). */
export function pictureOf(
  path: unknown,
  images: Readonly<Record<string, string>>,
  built: IGatsbyImageData | undefined,
  box: { width: number; height: number },
): IGatsbyImageData | undefined {
  const url = typeof path === "string" ? images[path] : undefined;
  return url ? previewImage(url, box.width, box.height) : built;
}
