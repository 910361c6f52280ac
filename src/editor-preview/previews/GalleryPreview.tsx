import { HomeGallery, type GallerySlide } from "../../gallery/HomeGallery";
import { PrintGallery, type PrintedPart } from "../../gallery/PrintGallery";
import { imageNode, listOf, localizedOf, pictureOf, recordOf, textOf } from "../entry-values";
import type { PreviewProps } from "../preview-props";

/** The pictures of a gallery's entries, each the built one while its file is unchanged. */
function pictures<Built extends { image: { childImageSharp: { gatsbyImageData: unknown } | null } }>(
  { entry, images }: PreviewProps,
  built: readonly (Built & { key: string })[],
  box: { width: number; height: number },
) {
  return listOf(entry.entries).map((value) => {
    const item = recordOf(value);
    const id = textOf(item.id);
    const before = built.find((candidate) => candidate.key === id)?.image.childImageSharp?.gatsbyImageData;
    return { item, id, image: imageNode(pictureOf(item.image, images, before as never, box)) };
  });
}

/** The home page's slider with the edited slides. */
export function HomeGalleryPreview(props: PreviewProps) {
  const built = props.data.slides.nodes.map((slide) => ({ ...slide, key: slide.id }));
  const slides: GallerySlide[] = pictures(props, built, { width: 1280, height: 640 }).map(
    ({ item, id, image }) => ({
      id,
      alt: localizedOf(item.alt, props.missing),
      caption: localizedOf(item.caption, props.missing),
      image,
    }),
  );
  return <HomeGallery slides={slides} language={props.language} />;
}

/** The printed parts' gallery with the edited parts. */
export function PrintGalleryPreview(props: PreviewProps) {
  const built = props.data.prints.nodes.map((part) => ({ ...part, key: part.jsonId }));
  const parts: PrintedPart[] = pictures(props, built, { width: 480, height: 480 }).map(
    ({ item, id, image }) => ({
      jsonId: id,
      alt: localizedOf(item.alt, props.missing),
      image,
    }),
  );
  return <PrintGallery parts={parts} language={props.language} />;
}
