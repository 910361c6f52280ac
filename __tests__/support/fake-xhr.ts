/**
 * A stand-in for XMLHttpRequest in jsdom tests of the mail sender: it records what was sent and lets the
 * test drive what happens next (upload progress, an answer, a network error). `respond` is called for
 * every request sent; by default it answers `{"message":"sent"}` at once.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static respond: (request: FakeXhr) => void = (request) => request.answer(200, '{"message":"sent"}');

  static install(): void {
    FakeXhr.sent = [];
    FakeXhr.respond = (request) => request.answer(200, '{"message":"sent"}');
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  }

  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: ((event: ProgressEvent) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.respond(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** Some bytes of the body went out. */
  uploadProgress(): void {
    this.upload.onprogress?.({} as ProgressEvent);
  }

  answer(status: number, text: string): void {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }

  networkError(): void {
    this.onerror?.();
  }

  /** The request as the sender's `createRequest` option expects it. */
  asRequest(): XMLHttpRequest {
    return this as unknown as XMLHttpRequest;
  }
}
