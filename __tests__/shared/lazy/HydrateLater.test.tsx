import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydrateLater } from "../../../src/shared/lazy/HydrateLater";
import { HydrationMark } from "../../../src/shared/layout/HydrationMark";

// The Node build of the server renderer, as Gatsby renders pages (jsdom has no TextEncoder for the other).
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <header>Header</header>
      <HydrateLater>
        <main>
          <Counter />
        </main>
        <HydrationMark />
      </HydrateLater>
    </div>
  );
}

describe("HydrateLater", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = "";
  });

  it("takes over the served HTML without replacing it, then marks the document as hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const served = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(document.documentElement.dataset.hydrated).toBeUndefined();
      await act(async () => {
        hydrateRoot(container, <Page />);
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(document.documentElement.dataset.hydrated).toBe("true");
    const button = container.querySelector("button");
    expect(button).toBe(served);
    await act(async () => {
      button?.click();
    });
    expect(button).toHaveTextContent("Clicked 1");
  });
});
