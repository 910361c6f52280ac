import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "../../../src/shared/layout/MobileMenu";
import { renderWithI18n } from "../../support/render-with-i18n";

const toggle = () => screen.getByRole("button", { name: /menu/i });

describe("MobileMenu", () => {
  beforeEach(() => {
    document.body.style.overflow = "auto";
  });

  it("starts closed with a button to open it", () => {
    renderWithI18n(<MobileMenu pathname="/" />);
    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on click and offers to close it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName("Close menu");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on a second click", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("stops the page from scrolling while open and restores it on close", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(toggle());
    expect(document.body.style.overflow).toBe("auto");
  });

  it("restores page scrolling when it unmounts while open", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    unmount();
    expect(document.body.style.overflow).toBe("auto");
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("auto");
  });

  it("closes when the page changes", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    rerender(<MobileMenu pathname="/jobs/" />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("renders no panel until it is first opened", () => {
    renderWithI18n(<MobileMenu pathname="/" />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(toggle()).not.toHaveAttribute("aria-controls");
  });

  it("lists the machines, the main pages, contact and the quote once opened", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MobileMenu pathname="/" />);
    await user.click(toggle());
    const links = await screen.findAllByRole("link");
    expect(toggle()).toHaveAttribute("aria-controls", screen.getByRole("navigation").id);
    expect(links).toHaveLength(15);
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
    expect(screen.getByRole("link", { name: "Get a quote" })).toHaveAttribute("href", "/get-quote/");
  });
});
