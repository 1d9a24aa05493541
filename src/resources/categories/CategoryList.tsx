import {
  Datagrid,
  EditButton,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
} from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { LocalizedNameField, MediaThumbField } from "../shared/fields";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useCurrentScope } from "../shared/useCurrentScope";
import { NO_NAME } from "./categoryName";
import { useMenuChoices } from "./CategoryInputs";

interface CategoryRecord {
  id: number;
  menu_id: number;
  parent_id: number | null;
  locales: LocalizedText[];
  media: { src: string } | null;
  sort: number;
}

const exporter = csvExporter<CategoryRecord>("categories", (category) => ({
  id: category.id,
  ...localeColumns(category.locales, true),
  menu_id: category.menu_id,
  parent_id: category.parent_id,
  picture: category.media?.src,
  sort: category.sort,
}));

const CategoryList = () => {
  const { canAccess: canUpdate } = useCanAccess({ resource: "categories", action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: "categories", action: "delete" });
  const { menuId } = useCurrentScope();
  const { choices: menuChoices } = useMenuChoices();
  const isPhone = useIsPhone();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="menu_id" source="menu_id" choices={menuChoices} alwaysOn />,
  ];
  return (
    <List
      {...LIST_DEFAULTS}
      filters={filters}
      filterDefaultValues={{ menu_id: menuId }}
      sort={{ field: "sort", order: "ASC" }}
      exporter={exporter}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      {isPhone ? (
        // Phones: one card per category with its picture, name, parent and menu.
        <SimpleList
          leftAvatar={() => <MediaThumbField source="media" />}
          primaryText={<LocalizedNameField source="locales" strict emptyText={NO_NAME} />}
          secondaryText={<ReferenceField source="parent_id" reference="categories" link={false} />}
          tertiaryText={<ReferenceField source="menu_id" reference="menus" link={false} />}
          rowClick={canUpdate ? "edit" : false}
        />
      ) : (
        <Datagrid
          rowClick={canUpdate ? "edit" : false}
          bulkActionButtons={canDelete ? <BulkConfirmDeleteButton /> : false}
        >
          <MediaThumbField source="media" sortable={false} />
          <LocalizedNameField
            source="locales"
            label="resources.categories.fields.name"
            sortBy="name"
            strict
            emptyText={NO_NAME}
          />
          <ReferenceField source="parent_id" reference="categories" link={false} sortable={false} />
          <ReferenceField source="menu_id" reference="menus" link={false} sortable={false} />
          <TextField source="sort" />
          {canUpdate && <EditButton />}
          {canDelete && <ConfirmDeleteButton redirect={false} />}
        </Datagrid>
      )}
    </List>
  );
};

export default CategoryList;
