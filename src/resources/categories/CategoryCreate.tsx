import { Create } from "react-admin";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { ResourceForm } from "../shared/ResourceForm";
import { useCurrentScope } from "../shared/useCurrentScope";
import { useSaveNotices } from "../shared/useSaveNotices";
import { categoryPayload, CategoryInputs } from "./CategoryInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const CategoryCreate = () => {
  const { menuId } = useCurrentScope();
  const { createOptions } = useSaveNotices();
  return (
    <Create {...RECORD_PAGE_DEFAULTS} mutationOptions={createOptions} transform={categoryPayload}>
      <ResourceForm defaultValues={{ locales: emptyLocales(), menu_id: menuId, parent_id: null }}>
        <CategoryInputs />
      </ResourceForm>
    </Create>
  );
};

export default CategoryCreate;
