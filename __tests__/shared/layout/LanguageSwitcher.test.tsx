import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { LanguageSwitcher } from "../../../src/shared/layout/LanguageSwitcher";
import { renderWithI18n } from "../../support/render-with-i18n";

function clearLanguageCookie() {
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
}

describe("LanguageSwitcher", () => {
  beforeEach(() => {
    clearLanguageCookie();
    window.history.replaceState(null, "", "/jobs/");
  });
  afterAll(clearLanguageCookie);

  it("links the same page in German on an English page", () => {
    renderWithI18n(<LanguageSwitcher />, { language: "en", originalPath: "/jobs/" });
    const german = screen.getByRole("link", { name: "German" });
    expect(german).toHaveAttribute("href", "/de/jobs/");
    expect(german).toHaveAttribute("hreflang", "de");
  });

  it("marks English as the current language, not as a link", () => {
    renderWithI18n(<LanguageSwitcher />, { language: "en", originalPath: "/jobs/" });
    expect(screen.getByText("English").parentElement).toHaveAttribute("aria-current", "true");
    expect(screen.queryByRole("link", { name: "English" })).not.toBeInTheDocument();
  });

  it("links the same page in English on a German page", () => {
    renderWithI18n(<LanguageSwitcher />, { language: "de", originalPath: "/jobs/" });
    expect(screen.getByRole("link", { name: "Englisch" })).toHaveAttribute("href", "/jobs/");
  });

  it("remembers German in the language cookie on click", async () => {
    renderWithI18n(<LanguageSwitcher />, { language: "en", originalPath: "/jobs/" });
    await userEvent.click(screen.getByRole("link", { name: "German" }));
    expect(document.cookie).toContain("i18n_redirected=de");
  });

  it("goes to the German page keeping the query and the hash on click", async () => {
    window.history.replaceState(null, "", "/jobs/?x=1#team");
    renderWithI18n(<LanguageSwitcher />, { language: "en", originalPath: "/jobs/" });
    await userEvent.click(screen.getByRole("link", { name: "German" }));
    expect(navigate).toHaveBeenCalledWith("/de/jobs/?x=1#team");
  });

  it("leaves a ctrl-click to the browser (new tab)", async () => {
    // jsdom cannot open the tab: stop its navigation once the component has had the click.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    window.addEventListener("click", stopNavigation);
    const user = userEvent.setup();
    renderWithI18n(<LanguageSwitcher />, { language: "en", originalPath: "/jobs/" });
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "German" }));
    window.removeEventListener("click", stopNavigation);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("i18n_redirected");
  });
});

describe("LanguageSwitcher on a page that exists in one language only", () => {
  it("leads where the page says, e.g. to the German news index", () => {
    renderWithI18n(<LanguageSwitcher targets={{ en: "/news/open-day/", de: "/de/news/" }} />, {
      language: "en",
      originalPath: "/news/open-day/",
    });
    expect(screen.getByRole("link", { name: "German" })).toHaveAttribute("href", "/de/news/");
  });
});
