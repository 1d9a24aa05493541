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
  /** the values are counts: the value axis shows whole numbers only */
  counts?: boolean;
  /** horizontal bars, for long category names */
  horizontal?: boolean;
  height?: number;
  /** accessible name of the chart */
  title: string;
}
