import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createTheme, ThemeProvider } from "@mui/material";
import { SeriesChart } from "./SeriesChart";
import type { ChartProps } from "./types";

const props: ChartProps = {
  title: "Sales by day",
  categories: ["Mon", "Tue", "Wed"],
  series: [{ label: "Sales", data: [10, 30, 20] }],
  format: (value) => `${value.toFixed(3)} KWD`,
};

function draw(kind: "bar" | "line", direction: "ltr" | "rtl", extra: Partial<ChartProps> = {}) {
  const { container } = render(
    <ThemeProvider theme={createTheme({ direction })}>
      <SeriesChart {...props} {...extra} kind={kind} />
    </ThemeProvider>,
  );
  return container.querySelector("svg") as SVGSVGElement;
}

const barXs = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll("g[fill] > rect")].map((rect) => Number(rect.getAttribute("x")));

describe("SeriesChart", () => {
  it("is an image named by its title, with one bar per value and the category labels", () => {
    const svg = draw("bar", "ltr");
    expect(screen.getByRole("img", { name: "Sales by day" })).toBeTruthy();
    expect(barXs(svg)).toHaveLength(3);
    expect(svg.querySelector(".chart-category-axis")?.textContent).toContain("MonTueWed");
  });

  it("runs the categories from the right in Arabic, with the value axis on the right", () => {
    const ltr = barXs(draw("bar", "ltr"));
    const rtl = barXs(draw("bar", "rtl"));
    expect(ltr[0]).toBeLessThan(ltr[2]);
    expect(rtl[0]).toBeGreaterThan(rtl[2]);
  });

  it("shows the category and the full figure of the bar under the pointer", () => {
    const svg = draw("bar", "ltr");
    // jsdom lays nothing out: the chart is 480 px wide from x = 0, so x = 400 is over the third band.
    fireEvent.pointerMove(svg, { clientX: 400, clientY: 100 });
    expect(screen.getByTestId("chart-tooltip").textContent).toBe("Wed20.000 KWD");
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId("chart-tooltip")).toBeNull();
  });

  it("names each series in a legend when there are several, and groups their bars", () => {
    const svg = draw("bar", "ltr", {
      series: [
        { label: "This period", data: [1, 2, 3] },
        { label: "Previous period", data: [3, 2, 1] },
      ],
    });
    expect(screen.getByText("This period")).toBeTruthy();
    expect(screen.getByText("Previous period")).toBeTruthy();
    expect(barXs(svg)).toHaveLength(6);
  });

  it("draws a line with its area through every value", () => {
    const svg = draw("line", "ltr");
    const paths = svg.querySelectorAll("path");
    expect(paths).toHaveLength(2);
    expect(paths[1].getAttribute("d")).toMatch(/^M/);
  });
});
