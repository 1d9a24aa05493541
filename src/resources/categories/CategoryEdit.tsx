import { Edit, useCanAccess } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { categoryPayload, CategoryInputs } from "./CategoryInputs";

const CategoryEdit = () => {
  const { editOptions } = useSaveNotices();
  const { canAccess: canDelete } = useCanAccess({ resource: "categories", action: "delete" });
  return (
    <Edit mutationMode="pessimistic" mutationOptions={editOptions} transform={categoryPayload}>
      <ResourceForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <CategoryInputs />
      </ResourceForm>
    </Edit>
  );
};

export default CategoryEdit;
