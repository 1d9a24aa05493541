import { Edit, useCanAccess } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { menuPayload, MenuInputs } from "./MenuInputs";

const MenuEdit = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const { editOptions } = useSaveNotices({ onSaved: refreshStoredUser });
  const { canAccess: canDelete } = useCanAccess({ resource: "menus", action: "delete" });
  return (
    <Edit mutationMode="pessimistic" mutationOptions={editOptions} transform={menuPayload}>
      <ResourceForm
        toolbar={
          <SubmitToolbar>{canDelete && <ConfirmDeleteButton onDeleted={refreshStoredUser} />}</SubmitToolbar>
        }
      >
        <MenuInputs />
      </ResourceForm>
    </Edit>
  );
};

export default MenuEdit;
