import {
  CreateButton,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
} from "react-admin";
import { LocalizedNameField } from "../floors/FloorList";
import { PrintQrSheetButton } from "../floors/PrintQrSheetButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { FloorHeading } from "./FloorHeading";
import { FloorScope, useFloorId } from "./FloorScope";
import { tablesPathOf } from "./paths";

const TableListView = () => {
  const floorId = useFloorId();
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const path = tablesPathOf(floorId);
  const mayCreate = can("tables", "create", branchId);
  const mayDelete = can("tables", "delete", branchId);
  const createButton = <CreateButton to={`${path}/create`} />;
  const isPhone = useIsPhone();
  const rowClick = can("tables", "update", branchId) ? (id: unknown) => `${path}/${String(id)}` : false;
  return (
    <>
      <FloorHeading floorId={floorId} />
      <List
        {...LIST_DEFAULTS}
        resource="tables"
        // The floor in the query key: another floor's cached tables never show.
        queryOptions={{ meta: { floorId } }}
        storeKey={`tables.floor${floorId}`}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: "id", order: "ASC" }}
        empty={<ListEmpty canCreate={false}>{mayCreate && createButton}</ListEmpty>}
        actions={
          <TopToolbar>
            {mayCreate && createButton}
            <PrintQrSheetButton floorId={floorId} />
            <ExportButton />
          </TopToolbar>
        }
      >
        {isPhone ? (
          // Phones: one card per table, opening it like a row does.
          <SimpleList primaryText={<LocalizedNameField />} rowClick={rowClick} />
        ) : (
          <DataTable rowClick={rowClick} bulkActionButtons={false}>
            <DataTable.Col source="name" label="resources.tables.fields.name">
              <LocalizedNameField />
            </DataTable.Col>
            {mayDelete && (
              <DataTable.Col label={false} disableSort>
                <ConfirmDeleteButton redirect={false} />
              </DataTable.Col>
            )}
          </DataTable>
        )}
      </List>
    </>
  );
};

/** The tables of a floor (SPEC §2 /floors/:floorId/tables). */
const TableList = () => (
  <FloorScope>
    <TableListView />
  </FloorScope>
);

export default TableList;
