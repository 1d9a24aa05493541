import { Create, SimpleForm } from "react-admin";
import { pickFields, SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { FloorHeading } from "./FloorHeading";
import { FloorScope, useFloorId } from "./FloorScope";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";
import { tablesPathOf } from "./paths";
import { TableInputs } from "./TableInputs";

const TableCreateView = () => {
  const floorId = useFloorId();
  const saveOptions = useSaveOptions("created", () => tablesPathOf(floorId));
  return (
    <>
      <FloorHeading floorId={floorId} current="ra.action.create" />
      <Create
        {...RECORD_PAGE_DEFAULTS}
        resource="tables"
        transform={pickFields("locales", "floor_id")}
        mutationOptions={saveOptions}
      >
        <SimpleForm toolbar={<SubmitToolbar />} defaultValues={{ locales: emptyLocales() }}>
          <TableInputs floorId={floorId} />
        </SimpleForm>
      </Create>
    </>
  );
};

const TableCreate = () => (
  <FloorScope>
    <TableCreateView />
  </FloorScope>
);

export default TableCreate;
