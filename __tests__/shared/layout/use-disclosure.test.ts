import { act, renderHook } from "@testing-library/react";
import { useDisclosure } from "../../../src/shared/layout/use-disclosure";

describe("useDisclosure", () => {
  it("toggles open, and remembers that it was opened after it closes", () => {
    const { result } = renderHook(() => useDisclosure("/"));
    expect(result.current).toMatchObject({ open: false, opened: false });
    act(() => result.current.flip());
    expect(result.current).toMatchObject({ open: true, opened: true });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, opened: true });
  });

  it("closes when the page changes", () => {
    const { result, rerender } = renderHook(({ pathname }) => useDisclosure(pathname), {
      initialProps: { pathname: "/" },
    });
    act(() => result.current.flip());
    rerender({ pathname: "/machines/" });
    expect(result.current.open).toBe(false);
  });
});
