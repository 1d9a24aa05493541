import { SeriesChart } from "./chart/SeriesChart";
import type { ChartProps } from "./chart/types";

// The Overview's charts, loaded on demand by LazyCharts. Plain SVG (./chart) instead of a chart library: the
// library cost the Overview and the invoices 97 KB of gzipped JavaScript on first load.

export type { ChartProps, ChartSeries } from "./chart/types";

export const SeriesBarChart = (props: ChartProps) => <SeriesChart {...props} kind="bar" />;

export const SeriesLineChart = (props: ChartProps) => <SeriesChart {...props} kind="line" />;
