import { useState } from "react";
import { Button, Divider, Menu, MenuItem } from "@mui/material";
import FilterListIcon from "@mui/icons-material/FilterList";
import { useListContext, useResourceContext, useTranslate } from "react-admin";
import { useListFilterElements } from "./filterContext";
import { filterLabel, isFilterShown } from "./listFilters";

/**
 * The list's Add filter button: a menu of the filters not shown yet, and a way to take every filter away again.
 * Nothing is drawn when every filter is shown and none holds a value.
 */
export function AddFilterButton() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? "";
  const { filterValues, displayedFilters, showFilter, setFilters } = useListContext();
  const filters = useListFilterElements();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hidden = filters.filter((filter) => !isFilterShown(filter, filterValues, displayedFilters));
  const anyValue = Object.keys(filterValues).length > 0;
  if (!hidden.length && !anyValue) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<FilterListIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
      >
        {translate("ra.action.add_filter")}
      </Button>
      <Menu open={!!anchor} anchorEl={anchor} onClose={close}>
        {hidden.map((filter) => (
          <MenuItem
            key={filter.props.source}
            onClick={() => {
              showFilter(filter.props.source, undefined);
              close();
            }}
          >
            {translate(filterLabel(filter, resource), { _: filterLabel(filter, resource) })}
          </MenuItem>
        ))}
        {hidden.length > 0 && anyValue && <Divider />}
        {anyValue && (
          <MenuItem
            onClick={() => {
              setFilters({}, {});
              close();
            }}
          >
            {translate("ra.action.remove_all_filters")}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
