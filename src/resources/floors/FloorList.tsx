import { Button as MuiButton } from "@mui/material";
import TableRestaurantIcon from "@mui/icons-material/TableRestaurant";
import {
  CreateButton,
  DataTable,
  ExportButton,
  List,
  EditButton,
  SearchInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { tablesPathOf } from "../tables/paths";

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
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const mayCreate = can("floors", "create", branchId);
  const mayDelete = can("floors", "delete", branchId);
  const mayUpdate = can("floors", "update", branchId);
  const isPhone = useIsPhone();
  return (
    <List
      {...LIST_DEFAULTS}
      queryOptions={{ meta: { branchId } }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: "id", order: "ASC" }}
      empty={<ListEmpty canCreate={mayCreate} />}
      actions={
        <TopToolbar>
          {mayCreate && <CreateButton />}
          <ExportButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        // Phones: one card per floor; the card holds the link to its tables, so the edit link is a button of
        // its own rather than the whole card (a link inside a link).
        <SimpleList
          primaryText={<LocalizedNameField />}
          secondaryText={<TablesLink />}
          rightIcon={() => (mayUpdate ? <EditButton /> : null)}
          rowClick={false}
        />
      ) : (
        <DataTable rowClick={mayUpdate ? "edit" : false} bulkActionButtons={false}>
          <DataTable.Col source="name" label="resources.floors.fields.name">
            <LocalizedNameField />
          </DataTable.Col>
          <DataTable.Col source="tables_count" label="resources.floors.fields.tables_count" disableSort>
            <TablesLink />
          </DataTable.Col>
          {mayDelete && (
            <DataTable.Col label={false} disableSort>
              <ConfirmDeleteButton redirect={false} />
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
};

export default FloorList;
