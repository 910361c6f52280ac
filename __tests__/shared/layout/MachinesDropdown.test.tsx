import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MachinesDropdown } from "../../../src/shared/layout/MachinesDropdown";
import { renderWithI18n } from "../../support/render-with-i18n";

const toggle = () => screen.getByRole("button", { name: "Machines" });

async function renderOpen(pathname = "/jobs/") {
  const user = userEvent.setup();
  const view = renderWithI18n(<MachinesDropdown pathname={pathname} />);
  await user.click(toggle());
  return { user, ...view };
}

describe("MachinesDropdown", () => {
  it("starts closed with no machine links shown", () => {
    renderWithI18n(<MachinesDropdown pathname="/" />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("opens on click and shows the five machine links", async () => {
    await renderOpen();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/machines/",
      "/machines/metal-lbpf/",
      "/machines/polymer-sls/",
      "/machines/peripherals/",
      "/machines/aconity-platform/",
    ]);
  });

  it("closes on a click on the overlay", async () => {
    const { user } = await renderOpen();
    await user.click(screen.getByTestId("dropdown-overlay"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("dropdown-overlay")).not.toBeInTheDocument();
  });

  it("closes on Escape and returns focus to its button", async () => {
    const { user } = await renderOpen();
    screen.getByRole("link", { name: "Metal LPBF" }).focus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes when the browser goes back", async () => {
    await renderOpen();
    fireEvent.popState(window);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the page changes", async () => {
    const { rerender } = await renderOpen("/jobs/");
    rerender(<MachinesDropdown pathname="/machines/" />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("links the German machine pages on a German page", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MachinesDropdown pathname="/de/" />, { language: "de", originalPath: "/" });
    await user.click(screen.getByRole("button", { name: "Maschinen" }));
    expect(screen.getAllByRole("link")[1]).toHaveAttribute("href", "/de/machines/metal-lbpf/");
  });
});
