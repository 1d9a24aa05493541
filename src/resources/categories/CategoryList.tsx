import { Datagrid, EditButton, ReferenceField, TextField, useCanAccess } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { LocalizedNameField, MediaThumbField } from "../shared/fields";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import type { FilterDeclaration } from "../shared/list/listFilters";
import { SEARCH_FILTER } from "../shared/listFilters";
import { CatalogList } from "../shared/ResponsiveList";
import { useCurrentScope } from "../shared/useCurrentScope";
import { NO_NAME } from "./categoryName";
import { useMenuChoices } from "./useMenuChoices";
import { PhoneList } from "../shared/list/PhoneList";

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

/** The menu filter: its choices are the business's menus, read here so that their arrival redraws only it. */
const MenuFilterInput = (props: FilterDeclaration) => (
  <ChoiceFilter {...props} choices={useMenuChoices().choices} translateChoice={false} />
);

// Made once: the list and its filter form are not redrawn by a new array on every render.
const CATEGORY_FILTERS = [SEARCH_FILTER, <MenuFilterInput key="menu_id" source="menu_id" alwaysOn />];

// A function, not an element: SimpleList wraps only a function's result in its floated tertiary span; an element
// is put in as it is and runs into the primary text on the card's first line.
const menuText = () => <ReferenceField source="menu_id" reference="menus" link={false} />;

const CategoryList = () => {
  const { canAccess: canUpdate } = useCanAccess({ resource: "categories", action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: "categories", action: "delete" });
  const { menuId } = useCurrentScope();
  return (
    <CatalogList
      filters={CATEGORY_FILTERS}
      filterDefaultValues={{ menu_id: menuId }}
      sort={{ field: "sort", order: "ASC" }}
      exporter={exporter}
      // Phones: one card per category with its picture, name, parent and menu.
      phone={
        <PhoneList
          leftAvatar={() => <MediaThumbField source="media" />}
          primaryText={<LocalizedNameField source="locales" strict emptyText={NO_NAME} />}
          secondaryText={<ReferenceField source="parent_id" reference="categories" link={false} />}
          tertiaryText={menuText}
          rowClick={canUpdate ? "edit" : false}
        />
      }
    >
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
    </CatalogList>
  );
};

export default CategoryList;
