import { useTheme } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";

// The Overview's charts (@mui/x-charts), loaded on demand by LazyCharts so no other route carries the library.
// In right-to-left pages the category axis runs from the right and the value axis sits on the right.

export interface ChartSeries {
  label: string;
  data: number[];
}

export interface ChartProps {
  /** category labels (days, hours, types, names) */
  categories: string[];
  series: ChartSeries[];
  /** tooltip value: the full figure */
  format: (value: number) => string;
  /** value-axis tick: a short figure */
  axisFormat?: (value: number) => string;
  /** horizontal bars, for long category names */
  horizontal?: boolean;
  height?: number;
  /** accessible name of the chart */
  title: string;
}

const useRtl = () => useTheme().direction === "rtl";

function axes({ categories, format, axisFormat, horizontal }: ChartProps, rtl: boolean) {
  const band = { scaleType: "band" as const, data: categories };
  const value = { valueFormatter: (v: number) => (axisFormat ?? format)(v) };
  if (horizontal)
    return {
      xAxis: [{ ...value, reverse: rtl }],
      yAxis: [{ ...band, position: rtl ? ("right" as const) : ("left" as const), width: 110 }],
    };
  return {
    xAxis: [{ ...band, reverse: rtl }],
    yAxis: [{ ...value, position: rtl ? ("right" as const) : ("left" as const), width: 64 }],
  };
}

export function SeriesBarChart(props: ChartProps) {
  const rtl = useRtl();
  return (
    <div role="img" aria-label={props.title}>
      <BarChart
        {...axes(props, rtl)}
        layout={props.horizontal ? "horizontal" : "vertical"}
        height={props.height ?? 240}
        series={props.series.map((s) => ({
          ...s,
          valueFormatter: (v: number | null) => props.format(v ?? 0),
        }))}
        hideLegend={props.series.length < 2}
        slotProps={{
          legend: { direction: "horizontal", position: { vertical: "top", horizontal: "center" } },
        }}
      />
    </div>
  );
}

export function SeriesLineChart(props: ChartProps) {
  const rtl = useRtl();
  return (
    <div role="img" aria-label={props.title}>
      <LineChart
        {...axes(props, rtl)}
        height={props.height ?? 240}
        series={props.series.map((s, index) => ({
          ...s,
          valueFormatter: (v: number | null) => props.format(v ?? 0),
          showMark: false,
          area: index === 0,
        }))}
        hideLegend={props.series.length < 2}
        slotProps={{
          legend: { direction: "horizontal", position: { vertical: "top", horizontal: "center" } },
        }}
      />
    </div>
  );
}
