import { SelectInput } from "react-admin";
import { ITEMS_VIEWS, LIST_GRID_VIEWS } from "../../domain/constants";
import { choicesOf } from "./fields";

// Category lists use the four views; item lists also accept the list/grid pair (SPEC §3 enumerations).
const ITEMS_LIST_VIEWS = [...new Set<string>([...ITEMS_VIEWS, ...LIST_GRID_VIEWS])];

/** CategoriesView and ItemsListView of the tablet and mobile apps. */
export function AppViewInputs() {
  return (
    <>
      <SelectInput
        source="CategoriesView"
        label="app.settings.fields.CategoriesView"
        choices={choicesOf(ITEMS_VIEWS, "app.settings.views")}
        sx={{ minWidth: 220 }}
      />
      <SelectInput
        source="ItemsListView"
        label="app.settings.fields.ItemsListView"
        choices={choicesOf(ITEMS_LIST_VIEWS, "app.settings.views")}
        sx={{ minWidth: 220 }}
      />
    </>
  );
}
