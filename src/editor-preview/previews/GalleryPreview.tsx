import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HomeGallery, type GallerySlide } from "../../gallery/HomeGallery";
import { PrintGallery, type PrintedPart } from "../../gallery/PrintGallery";
import { imageNode, listOf, localizedOf, pictureOf, recordOf, textOf } from "../entry-values";
import type { PreviewProps } from "../preview-props";

interface Built {
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/** A gallery's edited entries, each with its picture: the built one while its file is unchanged. */
function itemsOf(
  { entry, images }: PreviewProps,
  builtOf: (id: string) => Built | undefined,
  box: { width: number; height: number },
) {
  return listOf(entry.entries).map((value) => {
    const item = recordOf(value);
    const id = textOf(item.id);
    const before = builtOf(id)?.image.childImageSharp?.gatsbyImageData;
    return { item, id, image: imageNode(pictureOf(item.image, images, before, box)) };
  });
}

/** The home page's slider with the edited slides. */
export function HomeGalleryPreview(props: PreviewProps) {
  const builtOf = (id: string) => props.data.slides.nodes.find((slide) => slide.id === id);
  const slides: GallerySlide[] = itemsOf(props, builtOf, { width: 1280, height: 640 }).map(
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
  const builtOf = (id: string) => props.data.prints.nodes.find((part) => part.jsonId === id);
  const parts: PrintedPart[] = itemsOf(props, builtOf, { width: 480, height: 480 }).map(
    ({ item, id, image }) => ({
      jsonId: id,
      alt: localizedOf(item.alt, props.missing),
      image,
    }),
  );
  return <PrintGallery parts={parts} language={props.language} />;
}
