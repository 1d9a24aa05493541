import { useState, type PointerEvent } from "react";
import { Box, Paper, Typography, useTheme } from "@mui/material";
import { area, curveMonotoneX, line } from "d3-shape";
import { bands, labelEvery, valueAxis } from "./scale";
import { useWidth } from "./useWidth";
import type { ChartProps } from "./types";

// The Overview's and the invoices' charts, drawn as plain SVG: bars (grouped when there are several series,
// horizontal for long names) or a line with its area. In right-to-left pages the category axis runs from the
// right and the value axis sits on the right; the SVG itself is laid out left to right so positions stay explicit.

const VALUE_AXIS_WIDTH = 64;
const NAME_AXIS_WIDTH = 110;
const EDGE = 8;
const BOTTOM_AXIS = 24;
const TOP = 8;
const TICK_GAP = 6;
const FONT_SIZE = 12;
/** rough width of a category label, to skip labels on crowded axes */
const LABEL_WIDTH = 44;
const NAME_CHARACTERS = 16;

const shorten = (text: string) =>
  text.length > NAME_CHARACTERS ? `${text.slice(0, NAME_CHARACTERS - 1)}…` : text;

export function SeriesChart(props: ChartProps & { kind: "bar" | "line" }) {
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<{ index: number; x: number; y: number } | null>(null);
  const { categories, series, format, kind } = props;
  const horizontal = kind === "bar" && !!props.horizontal;
  const height = props.height ?? 240;
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
    theme.palette.success.main,
    theme.palette.warning.main,
  ];
  const colorOf = (index: number) => colors[index % colors.length];
  const text = theme.palette.text.secondary;
  const grid = theme.palette.divider;

  const sideAxis = horizontal ? NAME_AXIS_WIDTH : VALUE_AXIS_WIDTH;
  const left = rtl ? EDGE : sideAxis;
  const right = Math.max(left + 1, width - (rtl ? sideAxis : EDGE));
  const top = TOP;
  const bottom = Math.max(top + 1, height - BOTTOM_AXIS);
  const categoryLength = horizontal ? bottom - top : right - left;
  const valueLength = horizontal ? right - left : bottom - top;
  const band = bands(categories.length, categoryLength, kind === "line" ? 0 : 0.25);
  // About one tick per 40 pixels, at most five: a narrow chart keeps its figures apart.
  const tickCount = Math.max(2, Math.min(5, Math.floor(valueLength / 40)));
  const values = valueAxis(
    series.flatMap((s) => s.data),
    valueLength,
    tickCount,
    props.counts,
  );
  const tick = props.axisFormat ?? format;

  // Pixel positions: along the categories (band start, RTL from the right) and along the values.
  const categoryStart = (index: number, size = band.width, offset = 0) =>
    horizontal
      ? top + band.start(index) + offset
      : rtl
        ? right - band.start(index) - offset - size
        : left + band.start(index) + offset;
  const valueAt = (value: number) =>
    horizontal
      ? rtl
        ? right - values.position(value)
        : left + values.position(value)
      : bottom - values.position(value);
  const center = (index: number) => categoryStart(index) + band.width / 2;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const along = horizontal ? y - top : rtl ? right - x : x - left;
    const index = band.at(along);
    setActive(index < 0 ? null : { index, x, y });
  };

  const labelStep = horizontal
    ? labelEvery(categories.length, categoryLength, FONT_SIZE + 4)
    : labelEvery(categories.length, categoryLength, LABEL_WIDTH);
  const subWidth = band.width / Math.max(series.length, 1);

  return (
    <Box ref={ref} sx={{ position: "relative", width: "100%" }} role="img" aria-label={props.title}>
      {series.length > 1 && (
        <Box
          sx={{ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: 2, mb: 0.5 }}
          aria-hidden
        >
          {series.map((s, index) => (
            <Box key={s.label} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colorOf(index) }} />
              <Typography variant="caption">{s.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <svg
        width={width}
        height={height}
        style={{ direction: "ltr", display: "block", touchAction: "pan-y" }}
        fontSize={FONT_SIZE}
        onPointerMove={onPointerMove}
        onPointerDown={onPointerMove}
        onPointerLeave={() => setActive(null)}
        aria-hidden
      >
        <g className="chart-axis chart-value-axis" fill={text}>
          {values.ticks.map((value) => {
            const at = valueAt(value);
            return horizontal ? (
              <g key={value}>
                <line x1={at} x2={at} y1={top} y2={bottom} stroke={grid} />
                <text x={at} y={bottom + 16} textAnchor="middle">
                  {tick(value)}
                </text>
              </g>
            ) : (
              <g key={value}>
                <line x1={left} x2={right} y1={at} y2={at} stroke={grid} />
                <text
                  x={rtl ? right + TICK_GAP : left - TICK_GAP}
                  y={at}
                  dy="0.32em"
                  textAnchor={rtl ? "start" : "end"}
                >
                  {tick(value)}
                </text>
              </g>
            );
          })}
        </g>
        {active && (
          <rect
            fill={theme.palette.action.hover}
            {...(horizontal
              ? { x: left, width: right - left, y: categoryStart(active.index) - 2, height: band.width + 4 }
              : { y: top, height: bottom - top, x: categoryStart(active.index) - 2, width: band.width + 4 })}
          />
        )}
        {kind === "bar"
          ? series.map((s, seriesIndex) => (
              <g key={s.label} fill={colorOf(seriesIndex)}>
                {s.data.map((value, index) => {
                  const from = valueAt(0);
                  const to = valueAt(value);
                  const along = categoryStart(index, subWidth, seriesIndex * subWidth);
                  return horizontal ? (
                    <rect
                      key={index}
                      y={along}
                      height={subWidth}
                      x={Math.min(from, to)}
                      width={Math.abs(to - from)}
                      rx={2}
                    />
                  ) : (
                    <rect
                      key={index}
                      x={along}
                      width={subWidth}
                      y={Math.min(from, to)}
                      height={Math.abs(to - from)}
                      rx={2}
                    />
                  );
                })}
              </g>
            ))
          : series.map((s, seriesIndex) => {
              const points = s.data.map(
                (value, index) => [center(index), valueAt(value)] as [number, number],
              );
              const path = line().curve(curveMonotoneX)(points) ?? "";
              const fill =
                seriesIndex === 0 ? (area().curve(curveMonotoneX).y0(valueAt(0))(points) ?? "") : "";
              return (
                <g key={s.label}>
                  {fill && <path d={fill} fill={colorOf(seriesIndex)} fillOpacity={0.15} />}
                  <path d={path} fill="none" stroke={colorOf(seriesIndex)} strokeWidth={2} />
                  {active && (
                    <circle
                      cx={center(active.index)}
                      cy={valueAt(s.data[active.index] ?? 0)}
                      r={4}
                      fill={colorOf(seriesIndex)}
                    />
                  )}
                </g>
              );
            })}
        <g className="chart-axis chart-category-axis" fill={text}>
          {horizontal ? (
            <line x1={rtl ? right : left} x2={rtl ? right : left} y1={top} y2={bottom} stroke={text} />
          ) : (
            <line x1={left} x2={right} y1={bottom} y2={bottom} stroke={text} />
          )}
          {categories.map((category, index) =>
            index % labelStep !== 0 ? null : horizontal ? (
              <text
                key={index}
                x={rtl ? right + TICK_GAP : left - TICK_GAP}
                y={center(index)}
                dy="0.32em"
                textAnchor={rtl ? "start" : "end"}
              >
                {shorten(category)}
              </text>
            ) : (
              <text key={index} x={center(index)} y={bottom + 16} textAnchor="middle">
                {category}
              </text>
            ),
          )}
        </g>
      </svg>
      {active && (
        <Paper
          data-testid="chart-tooltip"
          elevation={4}
          sx={{
            position: "absolute",
            pointerEvents: "none",
            px: 1.5,
            py: 1,
            top: Math.max(0, active.y - 12),
            // Beside the pointer, on the side with room.
            ...(active.x > width / 2 ? { right: width - active.x + 12 } : { left: active.x + 12 }),
            zIndex: 1,
          }}
        >
          <Typography variant="subtitle2" component="div">
            {categories[active.index]}
          </Typography>
          {series.map((s, index) => (
            <Box key={s.label} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: colorOf(index) }} />
              {series.length > 1 && <Typography variant="body2">{s.label}</Typography>}
              <Typography variant="body2" sx={{ fontWeight: 500, unicodeBidi: "isolate" }}>
                {format(s.data[active.index] ?? 0)}
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
