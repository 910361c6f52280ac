import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContactForm from "../../../src/components/forms/ContactForm";
import { renderWithI18n } from "../../support/render-with-i18n";

function answer(text: string, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as Response;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Ada Lovelace");
  await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
  await user.selectOptions(screen.getByLabelText(/^Subject/), "machines");
  await user.type(screen.getByLabelText(/^Message/), "Hello");
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("ContactForm", () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("validates on blur with the spec's message and announces it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ContactForm mailApiUrl="http://mail.test" email="info@example.com" />);
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, "not-an-address");
    await user.tab();
    expect(await screen.findByText("Email is not valid.")).toHaveAttribute("role", "alert");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email.getAttribute("aria-describedby")).toContain("error");
  });

  it("in German too", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ContactForm mailApiUrl="http://mail.test" email="info@example.com" />, {
      language: "de",
    });
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByText("E-Mail ist nicht gültig.")).toBeInTheDocument();
  });

  it("focuses the first invalid field after a submit with errors", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ContactForm mailApiUrl="http://mail.test" email="info@example.com" />);
    await user.type(screen.getByLabelText(/^Name/), "Ada");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends once, keeps the input after a failure and succeeds on retry", async () => {
    const user = userEvent.setup();
    const slow = (response: Response) => () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(response), 50));
    fetchMock
      .mockImplementationOnce(slow(answer("oops", 500)))
      .mockImplementationOnce(slow(answer('{"ok":true}')));
    renderWithI18n(<ContactForm mailApiUrl="http://mail.test" email="info@example.com" />);
    await fillIn(user);
    await user.dblClick(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByText("The mail service reported an error.", { exact: false }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Ada Lovelace");
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.get("email")).toBe("ada@example.com");
    expect(body.get("subject")).toBe("Machines");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends nothing when the honeypot is filled, yet thanks the bot", async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <ContactForm mailApiUrl="http://mail.test" email="info@example.com" />,
    );
    await fillIn(user);
    const honeypot = container.querySelector<HTMLInputElement>("input[name='website']");
    if (!honeypot) throw new Error("no honeypot");
    await user.type(honeypot, "spam");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
