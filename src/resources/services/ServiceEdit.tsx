import { Edit } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useResourceAccess } from "../shared/usePermission";
import { useSaveNotices } from "../shared/useSaveNotices";
import { servicePayload, ServiceInputs } from "./ServiceInputs";

const ServiceEdit = () => {
  const { editOptions } = useSaveNotices();
  const { canDelete } = useResourceAccess("services");
  return (
    <Edit mutationMode="pessimistic" mutationOptions={editOptions} transform={servicePayload}>
      <ResourceForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <ServiceInputs />
      </ResourceForm>
    </Edit>
  );
};

export default ServiceEdit;
