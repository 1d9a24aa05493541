import { useEffect } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWindowRows } from "./useWindowRows";

// A long category draws its first screenful before the virtualizer is in, in a list already as tall as all its
// rows (nothing below it jumps), and the virtualizer takes those rows over without drawing them anew.

const ROW = 48;
const GAP = 8;
const COUNT = 500;
const mounts = new Map<number, number>();

function Row({ index, measure }: { index: number; measure?: (element: Element | null) => void }) {
  useEffect(() => void mounts.set(index, (mounts.get(index) ?? 0) + 1), [index]);
  return <div ref={measure} data-index={index} data-testid="row" />;
}

function List({ pinned = [], offset = 0 }: { pinned?: number[]; offset?: number | null }) {
  const list = useWindowRows({
    count: COUNT,
    estimateSize: () => ROW,
    getItemKey: (index) => `row-${index}`,
    gap: GAP,
    overscan: 3,
    scrollMargin: offset,
    pinned,
  });
  return (
    <div data-testid="list" data-placed={list.placed} style={{ minHeight: list.totalSize }}>
      {list.rows.map((row) => (
        <Row key={row.key} index={row.index} measure={list.measureElement} />
      ))}
    </div>
  );
}

const drawnIndexes = () => screen.getAllByTestId("row").map((row) => Number(row.dataset.index));

beforeEach(() => {
  // The browser's layout, which jsdom does not have: each row is ROW tall.
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.dataset.index ? ROW : 0;
  });
});

afterEach(() => {
  mounts.clear();
  vi.restoreAllMocks();
});

describe("a category's rows against the window", () => {
  it("before the virtualizer, draws a few rows of a list below the window and none of one not measured", () => {
    const below = render(<List offset={window.innerHeight + 5000} />);
    expect(drawnIndexes()).toEqual([0, 1, 2]);
    below.unmount();
    render(<List offset={null} />);
    expect(screen.queryAllByTestId("row")).toEqual([]);
  });

  it("draws the first screenful in a list as tall as every row, and the virtualizer keeps those rows", async () => {
    render(<List />);
    const list = screen.getByTestId("list");
    expect(list.dataset.placed).toBe("false");
    expect(list.style.minHeight).toBe(`${COUNT * ROW + (COUNT - 1) * GAP}px`);
    const first = drawnIndexes();
    expect(first[0]).toBe(0);
    expect(first.length).toBeGreaterThan(window.innerHeight / (ROW + GAP));
    expect(first.length).toBeLessThan(40);

    // The virtualizer comes in once the page is idle.
    await waitFor(() => expect(list.dataset.placed).toBe("true"), { timeout: 10_000 });
    const placed = drawnIndexes();
    expect(placed.length).toBeLessThan(40);
    for (const index of placed.filter((i) => first.includes(i))) expect(mounts.get(index)).toBe(1);
  });

  it("keeps a pinned row (the open card, the dragged row) drawn far below the window", async () => {
    render(<List pinned={[420]} />);
    await waitFor(() => expect(screen.getByTestId("list").dataset.placed).toBe("true"), { timeout: 10_000 });
    expect(drawnIndexes()).toContain(420);
    expect(drawnIndexes().length).toBeLessThan(60);
  });
});
