import { Edit, useRecordContext } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { businessPayload, BusinessInputs } from "./BusinessInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/** Only the owner of a business may delete it. */
const OwnerDeleteButton = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const record = useRecordContext();
  return record?.is_owner ? <ConfirmDeleteButton onDeleted={refreshStoredUser} /> : null;
};

const BusinessFormForRecord = () => {
  const record = useRecordContext();
  return (
    <ResourceForm
      toolbar={
        <SubmitToolbar>
          <OwnerDeleteButton />
        </SubmitToolbar>
      }
    >
      <BusinessInputs businessId={record ? Number(record.id) : undefined} />
    </ResourceForm>
  );
};

const BusinessEdit = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const { editOptions } = useSaveNotices({ onSaved: refreshStoredUser });
  return (
    <Edit
      {...RECORD_PAGE_DEFAULTS}
      mutationMode="pessimistic"
      mutationOptions={editOptions}
      transform={businessPayload}
    >
      <BusinessFormForRecord />
    </Edit>
  );
};

export default BusinessEdit;
