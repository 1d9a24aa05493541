import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyLoaded } from "./lazyLoaded";

const Page = ({ name }: { name: string }) => <p>page of {name}</p>;
const module = { default: Page };

function renderInSuspense(ui: React.ReactElement) {
  return render(<Suspense fallback={<p>loading</p>}>{ui}</Suspense>);
}

describe("lazyLoaded", () => {
  it("draws a page fetched ahead of time at once, without showing the fallback", async () => {
    const load = vi.fn(async () => module);
    const LazyPage = lazyLoaded(load);
    expect(LazyPage.isLoaded()).toBe(false);
    await LazyPage.preload();
    expect(LazyPage.isLoaded()).toBe(true);

    // Drawn in the first pass: React.lazy would show the fallback here and hold the page back for 300 ms.
    act(() => void renderInSuspense(<LazyPage name="orders" />));
    expect(screen.getByText("page of orders")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches a page not fetched yet on its first draw, once, showing the fallback meanwhile", async () => {
    const load = vi.fn(async () => module);
    const LazyPage = lazyLoaded(load);
    renderInSuspense(<LazyPage name="menu" />);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("page of menu")).toBeTruthy();
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failed fetch (offline, a release replaced the chunk)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(module);
    const LazyPage = lazyLoaded(load);
    await expect(LazyPage.preload()).rejects.toThrow("offline");
    expect(LazyPage.isLoaded()).toBe(false);
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
    act(() => void renderInSuspense(<LazyPage name="settings" />));
    expect(screen.getByText("page of settings")).toBeTruthy();
  });
});
