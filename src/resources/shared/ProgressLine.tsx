import { Suspense } from "react";
import { Box, type LinearProgressProps } from "@mui/material";
import { lazyLoaded } from "../../custom/lazyLoaded";

const LinearProgress = lazyLoaded(() => import("@mui/material/LinearProgress"));

/**
 * MUI's LinearProgress, fetched when a bar is first shown (an upload, a part on its way), not with the pages that
 * may show one: a line of its height holds its place meanwhile.
 */
export function ProgressLine(props: LinearProgressProps) {
  // Read out as the bar will be: its value when it has one.
  const value =
    props.variant === "determinate" || props.variant === "buffer"
      ? { "aria-valuenow": Math.round(props.value ?? 0), "aria-valuemin": 0, "aria-valuemax": 100 }
      : {};
  return (
    <Suspense fallback={<Box role="progressbar" aria-busy {...value} sx={props.sx} style={{ height: 4 }} />}>
      <LinearProgress {...props} />
    </Suspense>
  );
}
