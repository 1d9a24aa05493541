import { lazy, Suspense, type ComponentProps } from "react";
import type { Checkbox as MuiCheckbox } from "@mui/material";

// Stands in for the row-selection parts of react-admin's DataTable (see scripts/stand-ins-plugin.ts): the checkbox
// of each row and of the header (MUI's Checkbox and its switch base) and the toolbar that acts on the selected rows.
// DataTable imports them for tables with bulk actions; the orders, stays, invoices, audits, floors and tables have
// none, and loaded them all the same (about 3 KB gzip). They are fetched by a table that draws them.
// The table parts DataTable's modules import beside the checkbox are MUI's own.
export { IconButton, major, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";

type ToolbarModule = typeof import("../../node_modules/ra-ui-materialui/dist/list/BulkActionsToolbar.js");
type ToolbarProps = Parameters<ToolbarModule["BulkActionsToolbar"]>[0];

const RealCheckbox = lazy(() => import("@mui/material/Checkbox"));
const RealToolbar = lazy(() =>
  import("../../node_modules/ra-ui-materialui/dist/list/BulkActionsToolbar.js").then((module) => ({
    default: module.BulkActionsToolbar,
  })),
);

// Until it arrives, the box of a checkbox (24 px and its 9 px padding): the table does not move when it appears.
const CHECKBOX_BOX = { display: "inline-block", width: 42, height: 42, verticalAlign: "middle" } as const;

export const Checkbox = (props: ComponentProps<typeof MuiCheckbox>) => (
  <Suspense fallback={<span style={CHECKBOX_BOX} aria-hidden />}>
    <RealCheckbox {...props} />
  </Suspense>
);

export const BulkActionsToolbar = (props: ToolbarProps) => (
  <Suspense fallback={null}>
    <RealToolbar {...props} />
  </Suspense>
);
