import { Chip } from "@mui/material";
import { BulkDeleteButton, DataTable, useCanAccess, useRecordContext, useTranslate } from "react-admin";
import { DELETE_CONFIRM } from "../shared/ConfirmDeleteButton";
import { formatDisplayDate } from "../shared/dates";
import { DeleteColumn } from "../shared/DeleteColumn";
import { ListActions } from "../shared/ListActions";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_FILTER, valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { PhoneList } from "../shared/list/PhoneList";

const ROLES = ["owner", "staff"] as const;

const filters = [
  SEARCH_FILTER,
  valuesFilter({ resource: "users", source: "role", values: ROLES, names: "resources.users.roles" }),
];

const RoleField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.role === "owner" ? "primary" : "default"}
      label={translate(`resources.users.roles.${record.role}`)}
    />
  );
};

/** Users of the current business (SPEC §2 /users): search, role filter, CSV export; actions by permission. */
// A function, not an element: SimpleList wraps only a function's result in its floated tertiary span; an element
// is put in as it is and runs into the primary text on the card's first line.
const roleText = () => <RoleField />;

const UserList = () => {
  const { canAccess: mayUpdate } = useCanAccess({ resource: "users", action: "edit" });
  const { canAccess: mayDelete } = useCanAccess({ resource: "users", action: "delete" });
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: "name", order: "ASC" }}
      empty={<ListEmpty />}
      actions={<ListActions withFilters />}
      // Phones: one card per user with the name, role, e-mail and phone (both kept left to right).
      phone={
        <PhoneList
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <span dir="ltr">
              {record.email}
              {record.phone ? ` · ${record.phone}` : ""}
            </span>
          )}
          tertiaryText={roleText}
          rowClick={mayUpdate ? "edit" : false}
        />
      }
    >
      <DataTable
        rowClick={mayUpdate ? "edit" : false}
        bulkActionButtons={
          mayDelete ? (
            <BulkDeleteButton
              mutationMode="pessimistic"
              confirmTitle={DELETE_CONFIRM.title}
              confirmContent={DELETE_CONFIRM.content}
            />
          ) : (
            false
          )
        }
      >
        <DataTable.Col source="name" label="resources.users.fields.name" />
        <DataTable.Col source="email" label="resources.users.fields.email" />
        <DataTable.Col source="phone" label="resources.users.fields.phone" />
        <DataTable.Col source="role" label="resources.users.fields.role" render={() => <RoleField />} />
        <DataTable.Col
          source="created_at"
          label="resources.users.fields.created_at"
          render={(record) => formatDisplayDate(record.created_at)}
        />
        {mayDelete && <DeleteColumn />}
      </DataTable>
    </ResponsiveList>
  );
};

export default UserList;
