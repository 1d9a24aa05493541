import { Edit, useCanAccess } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useErrorDialog } from "../shared/ErrorDialog";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { branchPayload, BranchInputs } from "./BranchInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";
import { BranchOrderingPanel } from "./BranchOrderingPanel";

const BranchEdit = () => {
  const refreshStoredUser = useRefreshStoredUser();
  // SPEC §8: a failed branch edit shows its message in an error dialog.
  const { dialog, showError } = useErrorDialog();
  const { editOptions } = useSaveNotices({ onFailure: showError, onSaved: refreshStoredUser });
  const { canAccess: canDelete } = useCanAccess({ resource: "branches", action: "delete" });
  return (
    <>
      <Edit
        {...RECORD_PAGE_DEFAULTS}
        mutationMode="pessimistic"
        mutationOptions={editOptions}
        transform={branchPayload}
      >
        <ResourceForm
          toolbar={
            <SubmitToolbar>
              {canDelete && <ConfirmDeleteButton onDeleted={refreshStoredUser} onFailure={showError} />}
            </SubmitToolbar>
          }
        >
          <BranchInputs />
        </ResourceForm>
        {/* Outside the form: each switch saves on its own, not with the branch's names. */}
        <BranchOrderingPanel />
      </Edit>
      {dialog}
    </>
  );
};

export default BranchEdit;
