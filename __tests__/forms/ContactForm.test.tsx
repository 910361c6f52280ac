import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContactForm from "../../src/forms/ContactForm";
import { publicConfiguration } from "../../src/shared/configuration/public-configuration";
import { RECAPTCHA_TIMEOUT_MS } from "../../src/forms/recaptcha";
import { FakeXhr } from "../support/fake-xhr";
import { renderWithI18n } from "../support/render-with-i18n";

/** Answers every request after `ms` with the next of `answers`. */
function answerInTurn(ms: number, ...answers: [number, string][]) {
  FakeXhr.respond = (request) => {
    const [status, text] = answers.shift() ?? [200, "{}"];
    setTimeout(() => request.answer(status, text), ms);
  };
}

function form() {
  return <ContactForm mailApiUrl="http://mail.test" email="info@example.com" />;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Sam Sample");
  await user.type(screen.getByLabelText(/^Email/), "sam@example.com");
  await user.selectOptions(screen.getByLabelText(/^Subject/), "machines");
  await user.type(screen.getByLabelText(/^Message/), "Hello");
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("ContactForm", () => {
  beforeEach(() => {
    FakeXhr.install();
    sessionStorage.clear();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("validates on blur with the spec's message and announces it", async () => {
    const user = userEvent.setup();
    renderWithI18n(form());
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, "not-an-address");
    await user.tab();
    expect(await screen.findByRole("status")).toHaveTextContent("Email is not valid.");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email is not valid.");
  });

  it("says nothing on leaving a field the visitor did not type in, so a click on send is not moved away", async () => {
    const user = userEvent.setup();
    renderWithI18n(form());
    await user.click(screen.getByLabelText(/^Name/));
    await user.tab();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("in German too", async () => {
    const user = userEvent.setup();
    renderWithI18n(form(), { language: "de" });
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByText("E-Mail ist nicht gültig.")).toBeInTheDocument();
  });

  it("focuses the first invalid field after a submit with errors", async () => {
    const user = userEvent.setup();
    renderWithI18n(form());
    await user.type(screen.getByLabelText(/^Name/), "Ada");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("sends once, keeps the input after a failure and succeeds on retry", async () => {
    const user = userEvent.setup();
    answerInTurn(50, [500, "oops"], [200, '{"ok":true}']);
    renderWithI18n(form());
    await fillIn(user);
    await user.dblClick(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByText("The mail service reported an error.", { exact: false }),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Sam Sample");
    const body = FakeXhr.sent[0].body as FormData;
    expect(body.get("email")).toBe("sam@example.com");
    expect(body.get("subject")).toBe("Machines");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("sends nothing when the honeypot is filled, yet thanks the bot", async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(form());
    await fillIn(user);
    const honeypot = container.querySelector<HTMLInputElement>("input[name='website']");
    if (!honeypot) throw new Error("no honeypot");
    await user.type(honeypot, "spam");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("a retry of the same message carries the first try's Idempotency-Key; changed content a new one", async () => {
    const user = userEvent.setup();
    answerInTurn(0, [500, "oops"], [500, "oops"], [200, "{}"]);
    renderWithI18n(form());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await screen.findByRole("button", { name: "Try again" });
    await user.type(screen.getByLabelText(/^Message/), " again");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    const [first, retry, changed] = FakeXhr.sent.map((request) => request.headers["Idempotency-Key"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
    expect(changed).not.toBe(first);
  });

  it("keeps what was typed when it unmounts (the modal closes) and restores it", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(form());
    await fillIn(user);
    unmount();
    renderWithI18n(form(), { language: "de" });
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Sam Sample");
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue("sam@example.com");
    expect(screen.getByLabelText(/^Betreff/)).toHaveValue("machines");
    expect(screen.getByLabelText(/^Nachricht/)).toHaveValue("Hello");
    expect(screen.getByRole("checkbox", { name: /Ich bin einverstanden/ })).toBeChecked();
  });

  it("never keeps the honeypot", async () => {
    const user = userEvent.setup();
    const { container, unmount } = renderWithI18n(form());
    await user.type(screen.getByLabelText(/^Name/), "Ada");
    const honeypot = container.querySelector<HTMLInputElement>("input[name='website']");
    if (!honeypot) throw new Error("no honeypot");
    await user.type(honeypot, "spam");
    unmount();
    expect(sessionStorage.getItem("form-draft:contact")).toContain("Ada");
    expect(sessionStorage.getItem("form-draft:contact")).not.toContain("spam");
  });

  it("forgets the draft after a successful send", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(form());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    unmount();
    expect(sessionStorage.getItem("form-draft:contact")).toBeNull();
    renderWithI18n(form());
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
  });

  it("keeps the draft after a failed send", async () => {
    const user = userEvent.setup();
    answerInTurn(0, [500, "oops"]);
    const { unmount } = renderWithI18n(form());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByRole("button", { name: "Try again" });
    unmount();
    renderWithI18n(form());
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello");
  });

  it("still works when the storage throws", async () => {
    const user = userEvent.setup();
    const spies = (["getItem", "setItem", "removeItem"] as const).map((method) =>
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException("full", "QuotaExceededError");
      }),
    );
    try {
      const { unmount } = renderWithI18n(form());
      await fillIn(user);
      // The debounced write was tried, and threw.
      await waitFor(() => expect(spies[1]).toHaveBeenCalled());
      await user.click(screen.getByRole("button", { name: "Send message" }));
      expect(await screen.findByText("Thank you!")).toBeInTheDocument();
      unmount();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});

describe("ContactForm with reCAPTCHA", () => {
  /** Google's script, loaded and ready, answering each request for a token with `execute`. */
  function fakeRecaptcha(execute: () => Promise<string>) {
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute,
    };
  }

  beforeEach(() => {
    // A build with GATSBY_RECAPTCHA_SITE_KEY.
    jest.replaceProperty(publicConfiguration, "recaptchaSiteKey", "test-site-key");
    FakeXhr.install();
    sessionStorage.clear();
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it("fails clearly, keeping the input, when no token comes within 10 s", async () => {
    // Google's script is there but its servers never answer.
    fakeRecaptcha(() => new Promise<string>(() => undefined));
    const user = userEvent.setup();
    renderWithI18n(form());
    await fillIn(user);

    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole("button", { name: "Send message" }).click();
      await jest.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS - 1);
    });
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The spam protection did not answer within 10 seconds. Please try again.",
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Sam Sample");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello");
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("sends the token it got", async () => {
    fakeRecaptcha(() => Promise.resolve("token-1"));
    const user = userEvent.setup();
    renderWithI18n(form());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect((FakeXhr.sent[0].body as FormData).get("g-recaptcha-response")).toBe("token-1");
  });
});
