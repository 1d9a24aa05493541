import { Edit } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useResourceAccess } from "../shared/usePermission";
import { useSaveNotices } from "../shared/useSaveNotices";
import { categoryPayload, CategoryInputs } from "./CategoryInputs";

const CategoryEdit = () => {
  const { editOptions } = useSaveNotices();
  const { canDelete } = useResourceAccess("categories");
  return (
    <Edit mutationMode="pessimistic" mutationOptions={editOptions} transform={categoryPayload}>
      <ResourceForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <CategoryInputs />
      </ResourceForm>
    </Edit>
  );
};

export default CategoryEdit;
