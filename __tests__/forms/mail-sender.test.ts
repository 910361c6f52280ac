import { MailSendError, sendEndpoint, sendMail, STALL_TIMEOUT_MS } from "../../src/forms/mail-sender";
import {
  RECAPTCHA_NOT_LOADED,
  RECAPTCHA_TIMED_OUT,
  RECAPTCHA_TIMEOUT_MS,
  recaptchaToken,
} from "../../src/forms/recaptcha";
import { FakeXhr } from "../support/fake-xhr";

function form(): FormData {
  const data = new FormData();
  data.append("name", "Ada");
  return data;
}

/** Sends through a fresh fake request that the test drives; `request` is that request. */
function sendVia(options: { stallTimeoutMs?: number; idempotencyKey?: string } = {}) {
  const request = new FakeXhr();
  request.send = (body: unknown) => {
    request.body = body;
  };
  const body = form();
  const result = sendMail("https://mail.example.com/", body, {
    ...options,
    createRequest: () => request.asRequest(),
  }).catch((error: unknown) => error);
  return { request, body, result };
}

describe("sendMail", () => {
  afterEach(() => jest.useRealTimers());

  it("posts multipart form data to the mail service with the Idempotency-Key", async () => {
    const { request, body, result } = sendVia({ idempotencyKey: "key-1" });
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://mail.example.com/api/emails/send");
    expect(request.headers).toEqual({ Accept: "text/html", "Idempotency-Key": "key-1" });
    expect(request.body).toBe(body);
    request.answer(200, '{"ok":true}');
    await expect(result).resolves.toEqual({ ok: true });
  });

  it("builds the endpoint from the configured base URL", () => {
    expect(sendEndpoint("http://127.0.0.1:8093")).toBe("http://127.0.0.1:8093/api/emails/send");
  });

  it.each([
    ["a network error", (request: FakeXhr) => request.networkError(), "network", undefined],
    ["a 500 answer", (request: FakeXhr) => request.answer(500, '{"error":1}'), "status", 500],
    ["a 404 answer", (request: FakeXhr) => request.answer(404, "<html></html>"), "status", 404],
    [
      "an answer that is not JSON",
      (request: FakeXhr) => request.answer(200, "<html>ok</html>"),
      "unparsable",
      200,
    ],
  ])("fails on %s", async (_case, happen, kind, status) => {
    const { request, result } = sendVia();
    happen(request);
    const error = await result;
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ kind, status });
  });

  it("gives up when nothing moves for the stall time-out", async () => {
    jest.useFakeTimers();
    const { request, result } = sendVia({ stallTimeoutMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(request.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(request.aborted).toBe(true);
    await expect(result).resolves.toMatchObject({ kind: "timeout" });
  });

  it("lets an upload that keeps moving take longer than the stall time-out in total", async () => {
    jest.useFakeTimers();
    const { request, result } = sendVia();
    // Ten times the stall time-out in all, with progress every 90 % of it.
    for (let step = 0; step < 10; step += 1) {
      jest.advanceTimersByTime(STALL_TIMEOUT_MS * 0.9);
      request.uploadProgress();
    }
    expect(request.aborted).toBe(false);
    request.answer(200, '{"message":"sent"}');
    await expect(result).resolves.toEqual({ message: "sent" });
  });

  it("counts the stall from the last progress, then gives up", async () => {
    jest.useFakeTimers();
    const { request, result } = sendVia({ stallTimeoutMs: 1000 });
    jest.advanceTimersByTime(900);
    request.uploadProgress();
    jest.advanceTimersByTime(999);
    expect(request.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toMatchObject({ kind: "timeout" });
  });

  it("an answer stops the stall timer", async () => {
    jest.useFakeTimers();
    const { request, result } = sendVia({ stallTimeoutMs: 1000 });
    request.answer(200, "{}");
    await expect(result).resolves.toEqual({});
    jest.advanceTimersByTime(5000);
    expect(request.aborted).toBe(false);
  });
});

describe("recaptchaToken", () => {
  afterEach(() => jest.useRealTimers());

  it("rejects before the script is ready", async () => {
    await expect(recaptchaToken("key", "contact", {} as Window)).rejects.toThrow(RECAPTCHA_NOT_LOADED);
  });

  it("asks the loaded script for a token", async () => {
    const execute = jest.fn(() => Promise.resolve("token-1"));
    const win = { grecaptcha: { ready: (callback: () => void) => callback(), execute } } as unknown as Window;
    await expect(recaptchaToken("key", "contact", win)).resolves.toBe("token-1");
    expect(execute).toHaveBeenCalledWith("key", { action: "contact" });
  });

  it.each([
    ["execute never answers", (callback: () => void) => callback()],
    ["ready never calls back", () => undefined],
  ])("gives up after 10 s when %s", async (_case, ready) => {
    jest.useFakeTimers();
    const execute = jest.fn(() => new Promise<string>(() => undefined));
    const win = { grecaptcha: { ready, execute } } as unknown as Window;
    const token = recaptchaToken("key", "contact", win).catch((error: unknown) => error);
    jest.advanceTimersByTime(RECAPTCHA_TIMEOUT_MS - 1);
    const early = await Promise.race([token, Promise.resolve("pending")]);
    expect(early).toBe("pending");
    jest.advanceTimersByTime(1);
    expect(await token).toEqual(new Error(RECAPTCHA_TIMED_OUT));
    expect(RECAPTCHA_TIMEOUT_MS).toBe(10_000);
  });
});
