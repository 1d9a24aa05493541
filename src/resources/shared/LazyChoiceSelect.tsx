import { Suspense, type ComponentProps } from "react";
import { Box } from "@mui/material";
import { lazyLoaded } from "../../custom/lazyLoaded";
import type { ChoiceSelect } from "./ChoiceSelect";

// The top bar's menus (the user menu's business and branch, the QR codes' branch) show a select only once opened.
// A select is MUI's text-field layer (TextField, Select, the outlined, filled and standard inputs, the form
// control and label): about 12 KB of gzip that the Overview, the first page after a sign-in, otherwise loaded
// for menus the user may never open. It is fetched once the page is idle, or when a menu opens first.

// lazyLoaded, not React.lazy: once fetched, the select is drawn at once, without React holding its fallback on
// screen for 300 ms.
const ChoiceSelectWhenLoaded = lazyLoaded(() =>
  import("./ChoiceSelect").then(({ ChoiceSelect }) => ({ default: ChoiceSelect })),
);

/** Fetches the select's code ahead of its first use (the shell calls it once idle). */
export const preloadChoiceSelect = (): void => void ChoiceSelectWhenLoaded.preload().catch(() => undefined);

/** ChoiceSelect, with a field-sized space kept for the moment its code is still on its way. */
export function LazyChoiceSelect(props: ComponentProps<typeof ChoiceSelect>) {
  return (
    <Suspense fallback={<Box sx={{ height: props.size === "small" ? 40 : 56 }} />}>
      <ChoiceSelectWhenLoaded {...props} />
    </Suspense>
  );
}
