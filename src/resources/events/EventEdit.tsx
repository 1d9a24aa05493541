import { Edit } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useResourceAccess } from "../shared/usePermission";
import { useSaveNotices } from "../shared/useSaveNotices";
import { eventPayload, EventInputs } from "./EventInputs";

const EventEdit = () => {
  const { editOptions } = useSaveNotices();
  // Events have no permission area of their own: they are for the owners of the business.
  const { canDelete } = useResourceAccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={editOptions} transform={eventPayload}>
      <ResourceForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <EventInputs />
      </ResourceForm>
    </Edit>
  );
};

export default EventEdit;
