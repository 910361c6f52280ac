import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createDialogContext } from "../../../src/shared/dialog/dialog-context";
import { useDialogState } from "../../../src/shared/dialog/use-dialog-state";

const { DialogProvider, useDialog } = createDialogContext("TestDialog");

function Opener() {
  const dialog = useDialog();
  return (
    <button type="button" onClick={(event) => dialog.open(event.currentTarget)}>
      Open
    </button>
  );
}

function TestDialog({ onClose }: { onClose: (returnFocus?: boolean) => void }) {
  return (
    <div role="dialog" aria-label="Test">
      <button type="button" onClick={() => onClose()}>
        Close
      </button>
      <button type="button" onClick={() => onClose(false)}>
        Follow
      </button>
    </div>
  );
}

function Host({ children }: { children: ReactNode }) {
  const state = useDialogState();
  return (
    <DialogProvider state={state} dialog={<TestDialog onClose={state.close} />}>
      {children}
    </DialogProvider>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(
    <Host>
      <Opener />
    </Host>,
  );
  await user.click(screen.getByRole("button", { name: "Open" }));
  return user;
}

/** Opens the dialog with the opener, closes it with one of its buttons, and returns the opener. */
function openAndCloseWith(closer: string): HTMLElement {
  jest.useFakeTimers();
  try {
    render(
      <Host>
        <Opener />
      </Host>,
    );
    const opener = screen.getByRole("button", { name: "Open" });
    act(() => opener.click());
    act(() => screen.getByRole("button", { name: closer }).click());
    // The focus returns after React has removed the dialog.
    act(() => jest.runAllTimers());
    return opener;
  } finally {
    jest.useRealTimers();
  }
}

describe("a dialog context", () => {
  it("renders the dialog only while it is open", async () => {
    const user = await openDialog();
    expect(screen.getByRole("dialog", { name: "Test" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("gives the focus back to the opener after closing", () => {
    expect(openAndCloseWith("Close")).toHaveFocus();
  });

  it("leaves the focus alone when a followed link closes it", () => {
    expect(openAndCloseWith("Follow")).not.toHaveFocus();
  });

  it("does nothing outside its provider", () => {
    render(<Opener />);
    act(() => screen.getByRole("button", { name: "Open" }).click());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
