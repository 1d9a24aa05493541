import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { DrawWhenNear } from "./DrawWhenNear";

/** An IntersectionObserver the test drives: `reach()` reports the observed place as near the screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    observers,
    reach: () =>
      act(() =>
        observers.forEach(({ callback }) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      ),
  };
}

/** requestIdleCallback held until the test says the page is idle. */
function heldIdle() {
  const tasks: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (task: () => void) => tasks.push(task));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  return { idle: () => act(() => tasks.splice(0).forEach((task) => task())) };
}

afterEach(() => vi.unstubAllGlobals());

describe("DrawWhenNear", () => {
  it("keeps the room and draws nothing until the place comes near the screen", async () => {
    const observer = fakeObserver();
    heldIdle();
    const { container } = render(
      <DrawWhenNear minHeight={500}>
        <p>Later sections</p>
      </DrawWhenNear>,
    );
    expect(screen.queryByText("Later sections")).not.toBeInTheDocument();
    expect(getComputedStyle(container.firstElementChild!).minHeight).toBe("500px");
    // It starts drawing a little before the place scrolls into view.
    expect(observer.observers[0].margin).toMatch(/^0px 0px \d+px 0px$/);
    observer.reach();
    expect(await screen.findByText("Later sections")).toBeInTheDocument();
  });

  it("draws once the page is idle, even far from the screen", async () => {
    fakeObserver();
    const page = heldIdle();
    render(
      <DrawWhenNear minHeight={500}>
        <p>Later sections</p>
      </DrawWhenNear>,
    );
    expect(screen.queryByText("Later sections")).not.toBeInTheDocument();
    page.idle();
    expect(await screen.findByText("Later sections")).toBeInTheDocument();
  });

  it("draws at once where the browser cannot tell what is near the screen", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <DrawWhenNear minHeight={500}>
        <p>Later sections</p>
      </DrawWhenNear>,
    );
    expect(screen.getByText("Later sections")).toBeInTheDocument();
  });
});
