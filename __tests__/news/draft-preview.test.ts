/** @jest-environment node */
import { previewPost } from "../../src/news/preview/preview-post";
import { editLink, previewRequest } from "../../src/news/preview/preview-request";

const WORDPRESS = "https://cms.example.com/";

describe("the preview link's query", () => {
  it("becomes the plugin's route for that post, the token escaped", () => {
    expect(previewRequest("?post=42&token=eyJwIjo0Mn0.c2ln-_", WORDPRESS)).toEqual({
      ok: true,
      postId: 42,
      url: "https://cms.example.com/wp-json/site-publisher/v1/preview/42?token=eyJwIjo0Mn0.c2ln-_",
    });
  });

  it.each([
    ["", null],
    ["?post=42", 42],
    ["?post=42&token=", 42],
    ["?post=42&token=a.b/../../users", 42],
    ["?post=42&token=a.b%26context%3Dedit", 42],
    ["?post=0&token=a.b", null],
    ["?post=4.2&token=a.b", null],
    ["?post=../users&token=a.b", null],
  ])("is refused for %s, naming the post when there is one", (search, postId) => {
    expect(previewRequest(search, WORDPRESS)).toEqual({ ok: false, postId });
  });

  it("sends the editor back to the post in WordPress, or to the dashboard", () => {
    expect(editLink(WORDPRESS, 42)).toBe("https://cms.example.com/wp-admin/post.php?post=42&action=edit");
    expect(editLink(WORDPRESS, null)).toBe("https://cms.example.com/wp-admin/");
  });
});

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
