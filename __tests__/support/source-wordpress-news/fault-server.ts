import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse, count: number) => void;

/**
 * A local HTTP server whose answers each test scripts: pages, 5xx errors, HTML bodies, broken JSON,
 * redirects, or no answer at all. It records every request it sees.
 */
export class FaultServer {
  readonly requests: RecordedRequest[] = [];
  private handler: Handler = (_request, response) => response.writeHead(404).end();
  private readonly server = http.createServer((request, response) => {
    this.requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
    this.handler(request, response, this.requests.length);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers the next requests with `handler`, forgetting the requests seen so far. */
  answer(handler: Handler): void {
    this.handler = handler;
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function json(response: http.ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=UTF-8", ...headers });
  response.end(JSON.stringify(body));
}

export function html(response: http.ServerResponse, status: number, body: string): void {
  response.writeHead(status, { "Content-Type": "text/html; charset=UTF-8" });
  response.end(body);
}

/** The page a PHP fatal error gives: WordPress's "critical error" screen. */
export const PHP_FATAL_PAGE =
  '<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8" />\n' +
  '<title>WordPress &rsaquo; Error</title>\n<style type="text/css">html { background: #f1f1f1; }</style>\n' +
  '</head>\n<body id="error-page">\n<div class="wp-die-message"><p>There has been a critical error on this ' +
  "website.</p></div></body>\n</html>";

/** A minimal post in the REST shape. */
export function restPost(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    slug: `post-${id}`,
    status: "publish",
    date: "2025-01-02T10:00:00",
    date_gmt: "2025-01-02T09:00:00",
    modified: "2025-01-03T10:00:00",
    modified_gmt: "2025-01-03T09:00:00",
    link: `https://news.example.com/post-${id}/`,
    title: { rendered: `Post ${id}` },
    content: { rendered: `<p>Content ${id}</p>`, protected: false },
    excerpt: { rendered: `<p>Excerpt ${id}</p>`, protected: false },
    sticky: false,
    author: 1,
    featured_media: 0,
    categories: [],
    tags: [],
    ...overrides,
  };
}
