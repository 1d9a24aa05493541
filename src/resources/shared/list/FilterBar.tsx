import { Box, IconButton } from "@mui/material";
import RemoveFilterIcon from "@mui/icons-material/RemoveCircleOutlineOutlined";
import { useListContext, useTranslate } from "react-admin";
import { FILTER_FIELD_CLASS } from "./FilterField";
import { filterDeclarations, isFilterShown, type FilterElement } from "./listFilters";

export const FILTER_BAR_CLASS = "ListFilterBar-root";
export const FILTER_CLASS = "ListFilterBar-filter";

/** A filter with, unless it is always on, the button that takes it away (and its value) again. */
function ShownFilter({ filter }: { filter: FilterElement }) {
  const translate = useTranslate();
  const { hideFilter } = useListContext();
  const { source, alwaysOn } = filter.props;
  return (
    <Box className={`filter-field ${FILTER_CLASS}`} data-source={source}>
      {filter}
      {!alwaysOn && (
        <IconButton
          className="hide-filter"
          onClick={() => hideFilter(source)}
          title={translate("ra.action.remove_filter")}
          aria-label={translate("ra.action.remove_filter")}
          size="small"
          sx={{ mb: 1 }}
        >
          <RemoveFilterIcon />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * The filters a list shows above its rows: the always-on ones, those added with Add filter and those holding a
 * value. They write the list's parameters themselves (no form): the list follows each choice at once and typing
 * once it pauses.
 */
export function FilterBar({ filters }: { filters: readonly FilterElement[] }) {
  const { filterValues, displayedFilters } = useListContext();
  const shown = filterDeclarations(filters).filter((filter) =>
    isFilterShown(filter, filterValues, displayedFilters),
  );
  return (
    <Box
      className={FILTER_BAR_CLASS}
      sx={(theme) => ({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-end",
        columnGap: 2,
        flex: { xs: "1 1 auto", md: "0 1 100%" },
        minWidth: 0,
        width: { xs: "100%", sm: "auto" },
        minHeight: { sm: theme.spacing(8) },
        pb: 0.5,
        [`& .${FILTER_CLASS}`]: {
          display: "flex",
          alignItems: "flex-end",
          maxWidth: "100%",
          minWidth: 0,
          [theme.breakpoints.down("sm")]: { width: "100%" },
        },
        [`& .${FILTER_CLASS} .${FILTER_FIELD_CLASS}`]: { maxWidth: "100%", minWidth: 0 },
        // An empty select is as narrow as its arrow, and its label ("Status", "Payment") lies over it: room for it.
        [`& .${FILTER_CLASS} .${FILTER_FIELD_CLASS}:has([role="combobox"])`]: { width: 160 },
        [theme.breakpoints.down("sm")]: {
          [`& .${FILTER_CLASS} .${FILTER_FIELD_CLASS}`]: { flex: "1 1 auto" },
          [`& .${FILTER_CLASS} .${FILTER_FIELD_CLASS}:has([role="combobox"])`]: { width: "auto" },
        },
      })}
    >
      {shown.map((filter) => (
        <ShownFilter key={filter.key ?? filter.props.source} filter={filter} />
      ))}
    </Box>
  );
}
