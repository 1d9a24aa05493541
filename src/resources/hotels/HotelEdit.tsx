import { Edit } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useResourceAccess } from "../shared/usePermission";
import { useSaveNotices } from "../shared/useSaveNotices";
import { hotelPayload, HotelInputs } from "./HotelInputs";

const HotelEdit = () => {
  const { editOptions } = useSaveNotices();
  // Hotels have no permission area of their own: they are for the owners of the business.
  const { canDelete } = useResourceAccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={editOptions} transform={hotelPayload}>
      <ResourceForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <HotelInputs />
      </ResourceForm>
    </Edit>
  );
};

export default HotelEdit;
