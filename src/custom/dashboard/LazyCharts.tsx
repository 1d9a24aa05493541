import { Suspense } from "react";
import { lazyLoaded } from "../lazyLoaded";
import { Skeleton } from "@mui/material";
import type { ChartProps } from "./chart/types";

// The chart library is a chunk of its own, fetched when the Overview first draws a chart.
const Bar = lazyLoaded(() => import("./charts").then((m) => ({ default: m.SeriesBarChart })));
const Line = lazyLoaded(() => import("./charts").then((m) => ({ default: m.SeriesLineChart })));

const placeholder = (height?: number) => <Skeleton variant="rounded" height={height ?? 240} />;

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
