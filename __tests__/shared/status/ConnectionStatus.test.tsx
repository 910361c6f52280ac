import { act, screen } from "@testing-library/react";
import { BACK_ONLINE_MS, ConnectionStatus } from "../../../src/shared/status/ConnectionStatus";
import { renderWithI18n } from "../../support/render-with-i18n";

describe("ConnectionStatus", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ["en", /You are offline/, "You are back online."],
    ["de", /Sie sind offline/, "Sie sind wieder online."],
  ] as const)(
    "tells in %s when the connection drops and when it is back, briefly",
    (language, offline, online) => {
      renderWithI18n(<ConnectionStatus />, { language });
      const region = screen.getByRole("status");
      expect(region).toBeEmptyDOMElement();
      act(() => void window.dispatchEvent(new Event("offline")));
      expect(region).toHaveTextContent(offline);
      act(() => void window.dispatchEvent(new Event("online")));
      expect(region).toHaveTextContent(online);
      act(() => void jest.advanceTimersByTime(BACK_ONLINE_MS - 1));
      expect(region).toHaveTextContent(online);
      act(() => void jest.advanceTimersByTime(1));
      expect(region).toBeEmptyDOMElement();
    },
  );
});
