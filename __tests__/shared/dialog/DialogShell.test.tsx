import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DialogShell } from "../../../src/shared/dialog/DialogShell";

// The shell's class names, so that the compact modifier can be seen.
jest.mock("../../../src/shared/dialog/DialogShell.module.css", () => ({
  backdrop: "backdrop",
  compact: "compact",
  dialog: "dialog",
}));

function renderShell(props: { onClose?: () => void; initialFocus?: string } = {}) {
  return render(
    <DialogShell
      title="Find"
      closeLabel="Close"
      onClose={props.onClose ?? (() => undefined)}
      initialFocus={props.initialFocus}
    >
      <a href="#first">First</a>
      <input aria-label="Query" />
    </DialogShell>,
  );
}

describe("DialogShell", () => {
  it("is a modal dialog named by its title", () => {
    renderShell();
    const dialog = screen.getByRole("dialog", { name: "Find" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Find" })).toBeInTheDocument();
  });

  it("focuses what the dialog asks for when it opens", () => {
    renderShell({ initialFocus: "input" });
    expect(screen.getByRole("textbox", { name: "Query" })).toHaveFocus();
  });

  it("falls back to the first focusable element when the selector finds nothing", () => {
    renderShell({ initialFocus: "textarea" });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("leaves the focus to the content when no initial focus is given", () => {
    renderShell();
    expect(document.body).toHaveFocus();
  });

  it("keeps Tab inside: from the last element back to the close button and the other way", async () => {
    const user = userEvent.setup();
    renderShell({ initialFocus: "input" });
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("textbox", { name: "Query" })).toHaveFocus();
  });

  it("closes with Escape and with the close button", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderShell({ onClose });
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("marks a compact dialog, which is padded less on small screens", () => {
    const { container } = render(
      <DialogShell title="Find" closeLabel="Close" onClose={() => undefined} compact>
        <p>Body</p>
      </DialogShell>,
    );
    expect(container.firstElementChild).toHaveClass("backdrop", "compact");
    expect(screen.getByRole("dialog")).toHaveClass("dialog");
  });

  it("is not compact unless asked", () => {
    const { container } = renderShell();
    expect(container.firstElementChild).toHaveClass("backdrop");
    expect(container.firstElementChild).not.toHaveClass("compact");
  });
});
