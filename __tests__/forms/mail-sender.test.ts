import { MailSendError, sendEndpoint, sendMail } from "../../src/forms/mail-sender";
import { RECAPTCHA_NOT_LOADED, recaptchaToken } from "../../src/forms/recaptcha";

function answer(text: string, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as Response;
}

function form(): FormData {
  const data = new FormData();
  data.append("name", "Ada");
  return data;
}

describe("sendMail", () => {
  it("posts multipart form data to the mail service without a referrer", async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve(answer('{"ok":true}')),
    );
    const body = form();
    await expect(sendMail("https://mail.example.com/", body, { fetch: fetchMock })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://mail.example.com/api/emails/send");
    expect(init).toMatchObject({
      method: "POST",
      mode: "cors",
      referrerPolicy: "no-referrer",
      headers: { Accept: "text/html" },
      body,
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("builds the endpoint from the configured base URL", () => {
    expect(sendEndpoint("http://127.0.0.1:8093")).toBe("http://127.0.0.1:8093/api/emails/send");
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "network", undefined],
    ["a 500 answer", () => Promise.resolve(answer('{"error":1}', 500)), "status", 500],
    ["a 404 answer", () => Promise.resolve(answer("<html></html>", 404)), "status", 404],
    ["an answer that is not JSON", () => Promise.resolve(answer("<html>ok</html>")), "unparsable", 200],
  ])("fails on %s", async (_case, implementation, kind, status) => {
    const fetchMock = jest.fn(implementation);
    const error = await sendMail("https://mail.example.com", form(), { fetch: fetchMock }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ kind, status });
  });

  it("gives up after the time-out", async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const sending = sendMail("https://mail.example.com", form(), { fetch: fetchMock, timeoutMs: 1000 });
    const caught = sending.catch((e: unknown) => e);
    jest.advanceTimersByTime(1000);
    await expect(caught).resolves.toMatchObject({ kind: "timeout" });
    jest.useRealTimers();
  });
});

describe("recaptchaToken", () => {
  it("rejects before the script is ready", async () => {
    await expect(recaptchaToken("key", "contact", {} as Window)).rejects.toThrow(RECAPTCHA_NOT_LOADED);
  });

  it("asks the loaded script for a token", async () => {
    const execute = jest.fn(() => Promise.resolve("token-1"));
    const win = { grecaptcha: { ready: (callback: () => void) => callback(), execute } } as unknown as Window;
    await expect(recaptchaToken("key", "contact", win)).resolves.toBe("token-1");
    expect(execute).toHaveBeenCalledWith("key", { action: "contact" });
  });
});
