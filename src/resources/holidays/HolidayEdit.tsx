import { Edit, useCanAccess } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useErrorDialog } from "../shared/ErrorDialog";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { holidayPayload, HolidayInputs } from "./HolidayInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const HolidayEdit = () => {
  // SPEC §8: holiday failures show the response message in an error dialog.
  const { dialog, showError } = useErrorDialog();
  const { editOptions } = useSaveNotices({ onFailure: showError });
  const { canAccess: canDelete } = useCanAccess({ resource: "holidays", action: "delete" });
  return (
    <>
      <Edit
        {...RECORD_PAGE_DEFAULTS}
        mutationMode="pessimistic"
        mutationOptions={editOptions}
        transform={holidayPayload}
      >
        <ResourceForm
          toolbar={
            <SubmitToolbar>{canDelete && <ConfirmDeleteButton onFailure={showError} />}</SubmitToolbar>
          }
        >
          <HolidayInputs />
        </ResourceForm>
      </Edit>
      {dialog}
    </>
  );
};

export default HolidayEdit;
