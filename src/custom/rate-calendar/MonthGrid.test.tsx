import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import type { RateNight } from "../../dataProvider/methods/rateCalendar";
import { datesBetween, monthRange, type Selection } from "./monthGrid";
import { MonthGrid } from "./MonthGrid";

// The month grid as an owner uses it: each night's charged price and marks, and a selection made by mouse and
// keyboard, in English and Arabic.

const plain = (date: string): RateNight => ({
  date,
  price: 40,
  kind: "weekday",
  closed: false,
  closed_to_arrival: false,
  closed_to_departure: false,
  min_nights: 1,
  override: null,
});
const { from, to } = monthRange("2034-07");
const nights: RateNight[] = datesBetween(from, to).map((date) => {
  if (date === "2034-07-04") return { ...plain(date), kind: "override", price: 33.5 };
  if (date === "2034-07-06") return { ...plain(date), kind: "season", price: 90, min_nights: 2 };
  if (date === "2034-07-07") return { ...plain(date), closed: true, closed_to_arrival: true };
  return plain(date);
});

function Harness({ onOpen }: { onOpen?: () => void }) {
  const [selection, setSelection] = useState<Selection>({ dates: [] });
  return (
    <>
      <MonthGrid
        month="2034-07"
        nights={nights}
        selection={selection}
        onSelect={setSelection}
        onOpen={onOpen}
      />
      <output data-testid="selection">{selection.dates.join(",")}</output>
    </>
  );
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
const selected = () => screen.getByTestId("selection").textContent;

describe("MonthGrid", () => {
  it("shows a week of 7 columns and each night's price as it will be charged, with its marks", () => {
    renderWithAdmin(<Harness />);
    const grid = screen.getByRole("grid", { name: "Rate calendar" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(within(grid).getAllByRole("row")).toHaveLength(7);
    expect(cell("2034-07-04")).toHaveTextContent("33.5");
    expect(cell("2034-07-04").getAttribute("aria-label")).toBe("Night of 2034-07-04: 33.5 · Set price");
    expect(cell("2034-07-06").getAttribute("aria-label")).toContain("Season · Min. 2 nights");
    expect(cell("2034-07-07").getAttribute("aria-label")).toContain("Closed · No arrival");
  });

  it("selects by click, shift-click and the keyboard, and opens the editor with Enter", () => {
    const onOpen = vi.fn();
    renderWithAdmin(<Harness onOpen={onOpen} />);
    fireEvent.pointerDown(cell("2034-07-03"), { button: 0 });
    expect(selected()).toBe("2034-07-03");
    fireEvent.pointerDown(cell("2034-07-05"), { button: 0, shiftKey: true });
    expect(selected()).toBe("2034-07-03,2034-07-04,2034-07-05");
    expect(cell("2034-07-04").getAttribute("aria-selected")).toBe("true");

    cell("2034-07-10").focus();
    fireEvent.keyDown(cell("2034-07-10"), { key: " " });
    expect(selected()).toBe("2034-07-10");
    fireEvent.keyDown(cell("2034-07-10"), { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(cell("2034-07-11"), { key: "ArrowRight", shiftKey: true });
    expect(selected()).toBe("2034-07-10,2034-07-11,2034-07-12");
    expect(document.activeElement).toBe(cell("2034-07-12"));
    fireEvent.keyDown(cell("2034-07-12"), { key: "Enter" });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("speaks Arabic", () => {
    renderWithAdmin(<Harness />, { locale: "ar" });
    expect(screen.getByRole("grid", { name: "تقويم الأسعار" })).toBeInTheDocument();
    expect(cell("2034-07-07").getAttribute("aria-label")).toContain("مغلق");
    expect(screen.getAllByRole("columnheader")[0]).toHaveTextContent("أحد");
  });
});
