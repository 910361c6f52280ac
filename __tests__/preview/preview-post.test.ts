/** @jest-environment node */
import { previewPost } from "../../src/preview/preview-post";

const WORDPRESS = "https://cms.example.com/";

describe("the plugin's answer", () => {
  const answer = {
    id: 42,
    title: "Gr&ouml;&szlig;er &#038; <b>schneller</b>",
    content:
      '<p onclick="x()">Text<script>window.__xss=1</script></p><iframe src="https://evil.example/"></iframe>',
    excerpt: "",
    date: "2026-11-24T10:00:00+00:00",
    categories: [
      { id: 3, slug: "de", name: "Deutsch" },
      { id: 5, slug: "messen", name: "Messen &amp; Events" },
    ],
    featured_image: {
      url: "https://cms.example.com/wp-content/uploads/a.jpg",
      width: 1200,
      height: 675,
      alt: "Pulver",
    },
  };

  it("is shown with the build's rules: plain-text title, sanitized content, WordPress's image", () => {
    expect(previewPost(answer, WORDPRESS, "de")).toEqual({
      title: "Größer & schneller",
      date: "2026-11-24T10:00:00+00:00",
      dateText: "24. November 2026",
      contentHtml: "<p>Text</p>",
      protected: false,
      featuredImageAlt: "Pulver",
      featuredImage: {
        childImageSharp: {
          gatsbyImageData: {
            layout: "constrained",
            width: 1200,
            height: 675,
            images: { fallback: { src: "https://cms.example.com/wp-content/uploads/a.jpg" } },
          },
        },
      },
      author: null,
      categories: [
        { slug: "de", name: "Deutsch", isLanguageMarker: true },
        { slug: "messen", name: "Messen & Events", isLanguageMarker: false },
      ],
    });
  });

  it("leaves out an image from anywhere but WordPress", () => {
    const post = previewPost(
      { ...answer, featured_image: { ...answer.featured_image, url: "https://evil.example/a.jpg" } },
      WORDPRESS,
      "de",
    );
    expect(post?.featuredImage).toBeNull();
  });

  it.each([null, [], "text", { title: 1, content: "" }, { title: "t" }])(
    "is refused when it is %j",
    (value) => {
      expect(previewPost(value, WORDPRESS, "en")).toBeNull();
    },
  );
});
