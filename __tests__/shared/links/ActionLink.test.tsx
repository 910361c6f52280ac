import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ActionLink } from "../../../src/shared/links/ActionLink";

function control(onAction = jest.fn()) {
  return (
    <ActionLink href="/search/" onAction={onAction} enhanced={{ "aria-haspopup": "dialog" }}>
      Search
    </ActionLink>
  );
}

describe("ActionLink", () => {
  it("is a button with its states once its code runs, and keeps its link for a new tab", () => {
    render(control());
    const button = screen.getByRole("button", { name: "Search" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("href", "/search/");
  });

  it("acts instead of navigating on a click, Enter or Space", async () => {
    const onAction = jest.fn();
    render(control(onAction));
    const button = screen.getByRole("button", { name: "Search" });
    expect(fireEvent.click(button)).toBe(false); // the navigation is prevented
    expect(onAction).toHaveBeenLastCalledWith(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onAction).toHaveBeenCalledTimes(3);
  });

  it("leaves a click with a modifier or the middle button to the browser", () => {
    const onAction = jest.fn();
    render(control(onAction));
    const button = screen.getByRole("button", { name: "Search" });
    expect(fireEvent.click(button, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(button, { button: 1 })).toBe(true);
    expect(onAction).not.toHaveBeenCalled();
  });
});
