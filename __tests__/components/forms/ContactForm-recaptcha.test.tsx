import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContactForm from "../../../src/components/forms/ContactForm";
import { RECAPTCHA_TIMEOUT_MS } from "../../../src/forms/recaptcha";
import { FakeXhr } from "../../support/fake-xhr";
import { renderWithI18n } from "../../support/render-with-i18n";

// A build with GATSBY_RECAPTCHA_SITE_KEY.
jest.mock("../../../src/config/public-config", () => ({
  publicConfig: { recaptchaSiteKey: "test-site-key", mailApiUrl: "http://mail.test" },
}));

describe("ContactForm with reCAPTCHA", () => {
  beforeEach(() => {
    FakeXhr.install();
    sessionStorage.clear();
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it("fails clearly, keeping the input, when no token comes within 10 s", async () => {
    // Google's script is there but its servers never answer.
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => new Promise<string>(() => undefined),
    };
    const user = userEvent.setup();
    renderWithI18n(<ContactForm mailApiUrl="http://mail.test" email="info@example.com" />);
    await user.type(screen.getByLabelText(/^Name/), "Sam Sample");
    await user.type(screen.getByLabelText(/^Email/), "sam@example.com");
    await user.selectOptions(screen.getByLabelText(/^Subject/), "machines");
    await user.type(screen.getByLabelText(/^Message/), "Hello");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));

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
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => Promise.resolve("token-1"),
    };
    const user = userEvent.setup();
    renderWithI18n(<ContactForm mailApiUrl="http://mail.test" email="info@example.com" />);
    await user.type(screen.getByLabelText(/^Name/), "Sam Sample");
    await user.type(screen.getByLabelText(/^Email/), "sam@example.com");
    await user.selectOptions(screen.getByLabelText(/^Subject/), "machines");
    await user.type(screen.getByLabelText(/^Message/), "Hello");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect((FakeXhr.sent[0].body as FormData).get("g-recaptcha-response")).toBe("token-1");
  });
});
