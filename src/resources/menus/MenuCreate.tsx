import { Create } from "react-admin";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { DEFAULT_MENU_TYPE, menuPayload, MenuInputs } from "./MenuInputs";

const MenuCreate = () => {
  const refreshStoredUser = useRefreshStoredUser();
  // The stored user lists the business's menus (menu selector): reload it.
  const { createOptions } = useSaveNotices({ onSaved: refreshStoredUser });
  return (
    <Create mutationOptions={createOptions} transform={menuPayload}>
      <ResourceForm defaultValues={{ locales: emptyLocales(), type: DEFAULT_MENU_TYPE }}>
        <MenuInputs />
      </ResourceForm>
    </Create>
  );
};

export default MenuCreate;
