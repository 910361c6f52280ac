/** @jest-environment node */
import { editLink, previewRequest } from "../../src/preview/preview-request";

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
