import {
  Datagrid,
  EditButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  useCanAccess,
} from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { DayField, LocalizedNameField } from "../shared/fields";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { MENU_TYPE_CHOICES } from "./MenuInputs";

interface MenuRecord {
  id: number;
  type: string;
  locales: LocalizedText[];
  created_at: string;
}

const exporter = csvExporter<MenuRecord>("menus", (menu) => ({
  id: menu.id,
  ...localeColumns(menu.locales),
  type: menu.type,
  created_at: menu.created_at,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={MENU_TYPE_CHOICES} alwaysOn />,
];

const MenuList = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const { canAccess: canUpdate } = useCanAccess({ resource: "menus", action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: "menus", action: "delete" });
  const isPhone = useIsPhone();
  return (
    <List
      {...LIST_DEFAULTS}
      filters={filters}
      sort={{ field: "id", order: "ASC" }}
      exporter={exporter}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      {isPhone ? (
        // Phones: one card per menu with its name, type and day.
        <SimpleList
          primaryText={<LocalizedNameField source="locales" />}
          secondaryText={<SelectField source="type" choices={MENU_TYPE_CHOICES} />}
          tertiaryText={<DayField source="created_at" />}
          rowClick={canUpdate ? "edit" : false}
        />
      ) : (
        <Datagrid
          rowClick={canUpdate ? "edit" : false}
          bulkActionButtons={canDelete ? <BulkConfirmDeleteButton /> : false}
        >
          <LocalizedNameField source="locales" label="resources.menus.fields.name" sortBy="name" />
          <SelectField source="type" choices={MENU_TYPE_CHOICES} />
          <DayField source="created_at" />
          {canUpdate && <EditButton />}
          {canDelete && <ConfirmDeleteButton redirect={false} onDeleted={refreshStoredUser} />}
        </Datagrid>
      )}
    </List>
  );
};

export default MenuList;
