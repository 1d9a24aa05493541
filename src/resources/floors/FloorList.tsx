import { Button as MuiButton } from "@mui/material";
import TableRestaurantIcon from "@mui/icons-material/TableRestaurant";
import { DataTable, EditButton, useLocaleState, useRecordContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { DeleteColumn } from "../shared/DeleteColumn";
import { ListActions } from "../shared/ListActions";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_ONLY } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { useBranchRights } from "../shared/useBranchAccess";
import { tablesPathOf } from "../tables/paths";
import { PhoneList } from "../shared/list/PhoneList";

/** The localized name of a floor or table, "No Name" when it has none. */
export const LocalizedNameField = () => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <>{localizedName(record?.locales as LocalizedText[], locale, translate("resources.floors.noName"))}</>
  );
};

const TablesLink = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MuiButton
      component={Link}
      to={tablesPathOf(record.id)}
      size="small"
      startIcon={<TableRestaurantIcon />}
      onClick={(event) => event.stopPropagation()}
    >
      {translate("resources.floors.tables", { count: record.tables_count ?? 0 })}
    </MuiButton>
  );
};

/** Floors of the current branch (SPEC §2 /floors), each leading to its tables. */
const FloorList = () => {
  const { branchId, mayCreate, mayUpdate, mayDelete } = useBranchRights("floors");
  return (
    <ResponsiveList
      queryOptions={{ meta: { branchId } }}
      filters={SEARCH_ONLY}
      sort={{ field: "id", order: "ASC" }}
      empty={<ListEmpty canCreate={mayCreate} />}
      actions={<ListActions create={mayCreate} />}
      // Phones: one card per floor; the card holds the link to its tables, so the edit link is a button of
      // its own rather than the whole card (a link inside a link).
      phone={
        <PhoneList
          primaryText={<LocalizedNameField />}
          secondaryText={<TablesLink />}
          rightIcon={() => (mayUpdate ? <EditButton /> : null)}
          rowClick={false}
        />
      }
    >
      <DataTable rowClick={mayUpdate ? "edit" : false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="resources.floors.fields.name">
          <LocalizedNameField />
        </DataTable.Col>
        <DataTable.Col source="tables_count" label="resources.floors.fields.tables_count" disableSort>
          <TablesLink />
        </DataTable.Col>
        {mayDelete && <DeleteColumn />}
      </DataTable>
    </ResponsiveList>
  );
};

export default FloorList;
