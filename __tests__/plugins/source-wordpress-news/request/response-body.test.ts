/** @jest-environment node */
import {
  describeBody,
  readImage,
  readJson,
} from "../../../../plugins/source-wordpress-news/src/request/response-body";

const response = (body: string, contentType?: string) => ({
  headers: new Headers(contentType ? { "Content-Type": contentType } : {}),
  body: Buffer.from(body),
});

describe("what came back", () => {
  it.each([
    [
      "a WordPress JSON error, quoted",
      response(
        '{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":401}}',
        "application/json",
      ),
      'the WordPress error rest_forbidden: "Sorry, you are not allowed to do that."',
    ],
    [
      "HTML, with its page title",
      response(
        "<html><head><title>Database Error</title></head><body><h1>Error establishing a database connection</h1></body></html>",
        "text/html; charset=UTF-8",
      ),
      'HTML instead of JSON (page title "Database Error"): "<html><head><title>Database Error</title></head><body><h1>Error establishing a database connection</h1></body></html>"',
    ],
    [
      "HTML without a Content-Type",
      response("<!DOCTYPE html><p>Hi</p>"),
      'HTML instead of JSON: "<!DOCTYPE html><p>Hi</p>"',
    ],
    ["an empty body", response("", "application/json"), "an empty body"],
    [
      "JSON that does not parse",
      response("<br />\n<b>Notice</b>: Undefined index", "application/json"),
      /^a body that is not valid JSON \(.+\): "<br \/> <b>Notice<\/b>: Undefined index"$/,
    ],
    [
      "another type",
      response("Service Unavailable", "text/plain"),
      'text/plain instead of JSON: "Service Unavailable"',
    ],
  ])("names %s", (_case, body, problem: string | RegExp) => {
    if (typeof problem === "string") expect(describeBody(body).problem).toBe(problem);
    else expect(describeBody(body).problem).toMatch(problem);
  });

  it("keeps the code of a WordPress error", () => {
    const body = response('{"code":"rest_post_invalid_page_number","message":"…"}', "application/json");
    expect(describeBody(body).wordPressCode).toBe("rest_post_invalid_page_number");
  });

  it("reads JSON, and refuses HTML even with a 200", () => {
    expect(readJson(response("[1]", "application/json; charset=UTF-8"))).toEqual([1]);
    expect(() => readJson(response("<html></html>", "text/html"))).toThrow("HTML instead of JSON");
  });

  it("reads an image, and refuses anything else", () => {
    expect(readImage(response("GIF89a", "image/gif"))).toEqual(Buffer.from("GIF89a"));
    expect(() => readImage(response("<html></html>", "text/html"))).toThrow("HTML instead of an image");
  });
});
