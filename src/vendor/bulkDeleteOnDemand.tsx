import { lazy, Suspense } from "react";

// Stands in for react-admin's button collection inside DataTable and Datagrid (see scripts/stand-ins-plugin.ts),
// which import it only for their default bulk action: a delete button for the selected rows, with its undo and
// confirmation variants and the delete-many call (about 2 KB gzip on every list page). The dashboard's tables
// name their own bulk actions or none, so the default is fetched only by a table that falls back to it.

type ButtonModule = typeof import("../../node_modules/ra-ui-materialui/dist/button/BulkDeleteButton.js");
type BulkDeleteButtonProps = Parameters<ButtonModule["BulkDeleteButton"]>[0];

const RealBulkDeleteButton = lazy(() =>
  import("../../node_modules/ra-ui-materialui/dist/button/BulkDeleteButton.js").then((module) => ({
    default: module.BulkDeleteButton,
  })),
);

export const BulkDeleteButton = (props: BulkDeleteButtonProps) => (
  <Suspense fallback={null}>
    <RealBulkDeleteButton {...props} />
  </Suspense>
);
