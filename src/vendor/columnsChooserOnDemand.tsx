import { lazy, Suspense, useEffect, useState } from "react";
import { useDataTableStoreContext } from "react-admin";

// Stands in for DataTable's column chooser inside react-admin (ColumnsSelector and ColumnsSelectorItem, see
// scripts/stand-ins-plugin.ts). A DataTable always draws its chooser, which shows only in the menu of a Columns
// button, and with it brought switches, a searchable text field and a diacritics table to every list page (about
// 5 KB gzip); no list of the dashboard has that button. The chooser is fetched once a Columns button is there.

type SelectorModule =
  typeof import("../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelector.js");
type ItemModule =
  typeof import("../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js");
type ColumnsSelectorProps = Parameters<SelectorModule["ColumnsSelector"]>[0];
type ColumnsSelectorItemProps = Parameters<ItemModule["ColumnsSelectorItem"]>[0];

const RealSelector = lazy(() =>
  import("../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelector.js").then((module) => ({
    default: module.ColumnsSelector,
  })),
);
const RealItem = lazy(() =>
  import("../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js").then((module) => ({
    default: module.ColumnsSelectorItem,
  })),
);

/** Where a Columns button's menu takes the chooser (its element stays mounted while the menu is closed). */
const menuOf = (storeKey: string) =>
  typeof document === "undefined" ? null : document.getElementById(`${storeKey}-columnsSelector`);

// As react-admin's own: a button drawn after the table is looked for every 100 ms for half a second.
const LOOK_EVERY_MS = 100;
const LOOK_FOR_MS = 500;

export function ColumnsSelector(props: ColumnsSelectorProps) {
  const { storeKey } = useDataTableStoreContext();
  const [hasButton, setHasButton] = useState(() => !!menuOf(storeKey));
  useEffect(() => {
    if (hasButton) return;
    const look = setInterval(() => menuOf(storeKey) && setHasButton(true), LOOK_EVERY_MS);
    const stop = setTimeout(() => clearInterval(look), LOOK_FOR_MS);
    return () => {
      clearInterval(look);
      clearTimeout(stop);
    };
  }, [storeKey, hasButton]);
  return hasButton ? (
    <Suspense fallback={null}>
      <RealSelector {...props} />
    </Suspense>
  ) : null;
}

/** A column's line in the chooser: drawn only inside the chooser, which has fetched the module already. */
export const ColumnsSelectorItem = (props: ColumnsSelectorItemProps) => (
  <Suspense fallback={null}>
    <RealItem {...props} />
  </Suspense>
);
