import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContactModal from "../../src/contact/ContactModal";
import { renderWithI18n } from "../support/render-with-i18n";

describe("ContactModal", () => {
  it("is a labelled modal dialog that takes the focus and keeps it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ContactModal email="info@example.com" onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Write to us" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const close = screen.getByRole("button", { name: "Close" });
    close.focus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(close);
  });

  it("closes with Escape and the close button", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithI18n(<ContactModal email="info@example.com" onClose={onClose} />);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
