import { Suspense, useEffect } from "react";
import { Box } from "@mui/material";
import { lazyLoaded } from "../lazyLoaded";
import type { ChartProps } from "./chart/types";

// The charts are a chunk of their own, fetched with the Overview.
const Bar = lazyLoaded(() => import("./charts").then((m) => ({ default: m.SeriesBarChart })));
const Line = lazyLoaded(() => import("./charts").then((m) => ({ default: m.SeriesLineChart })));

/**
 * Fetches the charts once the Overview is on screen, while its figures are on their way: when they arrive the
 * charts draw at once instead of showing their placeholder for another 300 ms (React's reveal of a suspended
 * part). Not earlier: fetched with the Overview's own chunk, it delayed the Overview itself by about 90 ms.
 */
export function usePreloadCharts(): void {
  useEffect(() => {
    Bar.preload().catch(() => undefined);
    Line.preload().catch(() => undefined);
  }, []);
}

// The chart's room while its code comes: a plain box in the theme's hover tint (MUI's Skeleton is 1 KB gzip for
// the lists that draw a chart, the invoices').
const placeholder = (height?: number) => (
  <Box aria-hidden sx={{ height: height ?? 240, borderRadius: 1, bgcolor: "action.hover" }} />
);

export const BarChartLazy = (props: ChartProps) => (
  <Suspense fallback={placeholder(props.height)}>
    <Bar {...props} />
  </Suspense>
);

export const LineChartLazy = (props: ChartProps) => (
  <Suspense fallback={placeholder(props.height)}>
    <Line {...props} />
  </Suspense>
);
