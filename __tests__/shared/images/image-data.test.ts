import { fallbackSrc, frameStyle } from "../../../src/shared/images/image-data";

describe("frameStyle", () => {
  it("caps a constrained image at its own width", () => {
    expect(frameStyle({ layout: "constrained", width: 480, height: 360 })).toEqual({
      "--site-image-width": "480px",
    });
  });

  it("gives a fixed image its width and height", () => {
    expect(frameStyle({ layout: "fixed", width: 200, height: 80 })).toEqual({
      "--site-image-width": "200px",
      "--site-image-height": "80px",
    });
  });

  it("leaves a full-width image's size to the page", () => {
    expect(frameStyle({ layout: "fullWidth", width: 1920, height: 960 })).toEqual({});
  });

  it("shows the dominant colour while the file loads", () => {
    expect(
      frameStyle({ layout: "constrained", width: 200, height: 200, backgroundColor: "#c8c8c8" }),
    ).toEqual({ backgroundColor: "#c8c8c8", "--site-image-width": "200px" });
  });
});

describe("fallbackSrc", () => {
  it("is the fallback file's path", () => {
    expect(fallbackSrc({ images: { fallback: { src: "/static/abc/12345/midi.jpg" } } })).toBe(
      "/static/abc/12345/midi.jpg",
    );
  });

  it("is undefined without a fallback", () => {
    expect(fallbackSrc({ images: {} })).toBeUndefined();
  });
});
