import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "node:stream";

/** What renderToString writes for a Suspense boundary it could not render: its content is left to the browser. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The error a server render hits, if any, as React's stream reports it (renderToString keeps it to itself).
 * Only the error is wanted: the stream's HTML is thrown away (React 18's stream writes NUL bytes where a
 * multi-byte character meets its 2 KB chunk boundary, react#26228, gatsby#38747).
 */
function serverRenderError(element: ReactElement): Promise<Error | null> {
  const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));
  return new Promise((resolve) => {
    let first: unknown = null;
    const { pipe } = renderToPipeableStream(element, {
      onError: (error) => {
        first ??= error;
      },
      onShellError: (error) => resolve(asError(error)),
      onAllReady: () => {
        pipe(new Writable({ write: (_chunk, _encoding, done) => done() }));
        resolve(first === null ? null : asError(first));
      },
    });
  });
}

/**
 * A page's body as HTML for the build, rendered to a string (no NUL bytes). A render error inside a Suspense
 * boundary (the layout hydrates the page in one, src/shared/lazy/HydrateLater.tsx) does not fail
 * renderToString: React leaves the boundary empty for the browser, and the build would publish a page
 * without its content. Such a page is rendered once more to learn the error, which then stops the build.
 */
export async function renderBody(element: ReactElement): Promise<string> {
  const html = renderToString(element);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  const error = await serverRenderError(element);
  if (error) throw error;
  return html;
}
