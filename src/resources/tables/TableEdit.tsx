import { Edit, SimpleForm } from "react-admin";
import { useParams } from "react-router-dom";
import { pickFields, SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { FloorHeading } from "./FloorHeading";
import { FloorScope, useFloorId } from "./FloorScope";
import { tablesPathOf } from "./paths";
import { TableInputs } from "./TableInputs";

const TableEditView = () => {
  const floorId = useFloorId();
  const { id = "" } = useParams();
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const backToTables = () => tablesPathOf(floorId);
  const saveOptions = useSaveOptions("updated", backToTables);
  return (
    <>
      <FloorHeading floorId={floorId} current="resources.tables.editTitle" />
      <Edit
        {...RECORD_PAGE_DEFAULTS}
        resource="tables"
        id={id}
        title="resources.tables.editTitle"
        mutationMode="pessimistic"
        mutationOptions={saveOptions}
        transform={pickFields("locales", "floor_id", "updated_at")}
      >
        <SimpleForm
          toolbar={
            <SubmitToolbar>
              {can("tables", "delete", branchId) && <ConfirmDeleteButton redirect={backToTables} />}
            </SubmitToolbar>
          }
        >
          <TableInputs floorId={floorId} />
        </SimpleForm>
      </Edit>
    </>
  );
};

/** Edit Table (SPEC §2). */
const TableEdit = () => (
  <FloorScope>
    <TableEditView />
  </FloorScope>
);

export default TableEdit;
