import { Edit, useCanAccess } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { categoryPayload, CategoryInputs } from "./CategoryInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const CategoryEdit = () => {
  const { editOptions } = useSaveNotices();
  const { canAccess: canDelete } = useCanAccess({ resource: "categories", action: "delete" });
  return (
    <Edit
      {...RECORD_PAGE_DEFAULTS}
      mutationMode="pessimistic"
      mutationOptions={editOptions}
      transform={categoryPayload}
    >
      <ResourceForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <CategoryInputs />
      </ResourceForm>
    </Edit>
  );
};

export default CategoryEdit;
