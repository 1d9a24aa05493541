import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { QR_AUTO_GENERATE_MS } from "../../domain/constants";
import { useQrBranch } from "./useQrBranch";

afterEach(() => vi.useRealTimers());

describe("QR branch", () => {
  it("is the first branch from 5 s after load on when none is chosen", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useQrBranch([100, 101], undefined));
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(QR_AUTO_GENERATE_MS - 1));
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(100);
  });

  it("is the chosen branch at once, unless it belongs to another business", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ chosen }) => useQrBranch([100, 101], chosen), {
      initialProps: { chosen: 101 as number | undefined },
    });
    expect(result.current).toBe(101);
    rerender({ chosen: 999 });
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(QR_AUTO_GENERATE_MS));
    expect(result.current).toBe(100);
  });
});
