/**
 * Where posts and media come from. The HTTP transport asks WordPress; the directory transport answers the
 * same requests from the sample set on disk, so everything above this interface is one code path.
 */
export interface Transport {
  /** What the transport reads from, for messages ("https://news.example.com/", "data/news-sample"). */
  readonly source: string;
  /**
   * GETs `target`, a path relative to the WordPress address ("wp-json/wp/v2/posts?…", "media/a.jpg") or an
   * absolute URL, and reads the whole body. Throws TransportError when no answer arrives.
   */
  get(target: string, accept: string): Promise<TransportResponse>;
  /** Whether a URL found in content points into this source: relative, or on the WordPress site. */
  isOwnUrl(target: string): boolean;
}

export interface TransportResponse {
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  redirected: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

export type TransportFailure = "timeout" | "network";

/** No answer at all: the request timed out or the connection failed. Worth another try. */
export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = "TransportError";
  }
}
