import { CreateButton, DataTable } from "react-admin";
import { LocalizedNameField } from "../floors/FloorList";
import { PrintQrSheetButton } from "../floors/PrintQrSheetButton";
import { DeleteColumn } from "../shared/DeleteColumn";
import { ListActions } from "../shared/ListActions";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_ONLY } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { useBranchRights } from "../shared/useBranchAccess";
import { FloorHeading } from "./FloorHeading";
import { FloorScope, useFloorId } from "./FloorScope";
import { tablesPathOf } from "./paths";
import { PhoneList } from "../shared/list/PhoneList";
import { RotateQrTokenButton } from "./RotateQrTokenButton";

const TableListView = () => {
  const floorId = useFloorId();
  const { mayCreate, mayUpdate, mayDelete } = useBranchRights("tables");
  const path = tablesPathOf(floorId);
  const createButton = <CreateButton to={`${path}/create`} />;
  const rowClick = mayUpdate ? (id: unknown) => `${path}/${String(id)}` : false;
  return (
    <>
      <FloorHeading floorId={floorId} />
      <ResponsiveList
        resource="tables"
        // The floor in the query key: another floor's cached tables never show.
        queryOptions={{ meta: { floorId } }}
        storeKey={`tables.floor${floorId}`}
        filters={SEARCH_ONLY}
        sort={{ field: "id", order: "ASC" }}
        empty={<ListEmpty canCreate={false}>{mayCreate && createButton}</ListEmpty>}
        actions={
          <ListActions
            create={false}
            leading={
              <>
                {mayCreate && createButton}
                <PrintQrSheetButton floorId={floorId} />
              </>
            }
          />
        }
        // Phones: one card per table, opening it like a row does.
        phone={<PhoneList primaryText={<LocalizedNameField />} rowClick={rowClick} />}
      >
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="name" label="resources.tables.fields.name">
            <LocalizedNameField />
          </DataTable.Col>
          {mayUpdate && (
            <DataTable.Col label={false} disableSort>
              <RotateQrTokenButton />
            </DataTable.Col>
          )}
          {mayDelete && <DeleteColumn />}
        </DataTable>
      </ResponsiveList>
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
