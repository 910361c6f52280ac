import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { SiteImage } from "../../../src/shared/images/SiteImage";

const midi: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 360,
  backgroundColor: "#283838",
  images: {
    fallback: {
      src: "/static/a/480/midi.jpg",
      srcSet: "/static/a/240/midi.jpg 240w,\n/static/a/480/midi.jpg 480w",
      sizes: "(min-width: 480px) 480px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/a/240/midi.webp 240w,\n/static/a/480/midi.webp 480w",
        sizes: "(min-width: 480px) 480px, 100vw",
      },
    ],
  },
};

describe("SiteImage", () => {
  it("shows the fallback image with its alt text, sizes and reserved box, loaded lazily", () => {
    render(<SiteImage image={midi} alt="The AconityMIDI" />);
    const image = screen.getByRole("img", { name: "The AconityMIDI" });
    expect(image).toHaveAttribute("src", "/static/a/480/midi.jpg");
    expect(image).toHaveAttribute("srcset", midi.images.fallback?.srcSet);
    expect(image).toHaveAttribute("sizes", "(min-width: 480px) 480px, 100vw");
    expect(image).toHaveAttribute("width", "480");
    expect(image).toHaveAttribute("height", "360");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
  });

  it("offers each other format as a source of the picture, before the image", () => {
    render(<SiteImage image={midi} alt="The AconityMIDI" />);
    const picture = screen.getByRole("img", { name: "The AconityMIDI" }).parentElement!;
    expect(picture.tagName).toBe("PICTURE");
    const source = picture.firstElementChild!;
    expect(source.tagName).toBe("SOURCE");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", midi.images.sources?.[0].srcSet);
    expect(source).toHaveAttribute("sizes", "(min-width: 480px) 480px, 100vw");
  });

  it("frames the image with the page's class, its width cap and the dominant colour", () => {
    render(<SiteImage image={midi} alt="The AconityMIDI" className="card-image" />);
    const frame = screen.getByRole("img", { name: "The AconityMIDI" }).parentElement!;
    expect(frame).toHaveAttribute("data-site-image");
    expect(frame).toHaveClass("card-image");
    expect(frame.style.getPropertyValue("--site-image-width")).toBe("480px");
    expect(frame).toHaveStyle({ backgroundColor: "#283838" });
  });

  it("loads the page's main image at once and first, and keeps it from being dragged when asked", () => {
    render(<SiteImage image={midi} alt="The AconityMIDI" priority draggable={false} />);
    const image = screen.getByRole("img", { name: "The AconityMIDI" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("draggable", "false");
  });

  it("gives other images no fetch priority", () => {
    render(<SiteImage image={midi} alt="The AconityMIDI" />);
    expect(screen.getByRole("img", { name: "The AconityMIDI" })).not.toHaveAttribute("fetchpriority");
  });

  it("fits a logo inside its box instead of covering it", () => {
    render(<SiteImage image={midi} alt="Partner" objectFit="contain" />);
    expect(screen.getByRole("img", { name: "Partner" })).toHaveStyle({ objectFit: "contain" });
  });

  it("keeps an image without text out of the accessibility tree", () => {
    const { container } = render(<SiteImage image={midi} alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("leaves out sizes when the fallback has a single file", () => {
    const single: IGatsbyImageData = {
      layout: "fixed",
      width: 200,
      height: 80,
      images: { fallback: { src: "/static/b/logo.png", sizes: "200px" } },
    };
    render(<SiteImage image={single} alt="Logo" />);
    const image = screen.getByRole("img", { name: "Logo" });
    expect(image).not.toHaveAttribute("sizes");
    expect(image).not.toHaveAttribute("srcset");
    expect(image.parentElement?.querySelector("source")).toBeNull();
    expect(image.parentElement?.style.getPropertyValue("--site-image-height")).toBe("80px");
  });
});
