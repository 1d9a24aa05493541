import { Edit, SimpleForm } from "react-admin";
import { pickFields, SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { usePermission } from "../shared/usePermission";
import { useCurrentScope } from "../shared/useCurrentScope";
import { FloorInputs } from "./FloorInputs";

/** Edit Floor (SPEC §2). */
const FloorEdit = () => {
  const { can } = usePermission();
  const { branchId } = useCurrentScope();
  const saveOptions = useSaveOptions("updated");
  return (
    <Edit
      title="resources.floors.editTitle"
      mutationMode="pessimistic"
      mutationOptions={saveOptions}
      transform={pickFields("locales", "branch_id", "updated_at")}
    >
      <SimpleForm
        toolbar={
          <SubmitToolbar>{can("floors", "delete", branchId) && <ConfirmDeleteButton />}</SubmitToolbar>
        }
      >
        <FloorInputs />
      </SimpleForm>
    </Edit>
  );
};

export default FloorEdit;
