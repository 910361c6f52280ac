/** @jest-environment node */
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { renderBody } from "../../../gatsby/ssr/render-body";

function Malformed(): never {
  throw new Error("Malformed page content: en/academy.hero.title is missing");
}

describe("renderBody", () => {
  it("renders what renderToString renders, Suspense boundaries included", async () => {
    const page = (
      <main>
        <Suspense fallback={null}>
          <p>Pulverbett</p>
        </Suspense>
      </main>
    );
    expect(await renderBody(page)).toBe(renderToString(page));
  });

  it("renders long text with multi-byte characters unchanged", async () => {
    const text = "Maßgeschneiderte Lösungen – für Größen über 2 KB. ".repeat(400);
    const html = await renderBody(<p>{text}</p>);
    expect(html).not.toContain("\u0000");
    expect(html).not.toContain("\ufffd");
    expect(html).toBe(`<p>${text}</p>`);
  });

  it("fails with the error a page throws inside a Suspense boundary, which renderToString hides", async () => {
    const page = (
      <Suspense fallback={null}>
        <Malformed />
      </Suspense>
    );
    expect(renderToString(page)).toContain("<!--$!-->");
    await expect(renderBody(page)).rejects.toThrow("en/academy.hero.title is missing");
  });
});
