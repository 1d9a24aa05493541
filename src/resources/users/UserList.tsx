import { Chip } from "@mui/material";
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { ConfirmDeleteButton, DELETE_CONFIRM } from "../shared/ConfirmDeleteButton";
import { formatDisplayDate } from "../shared/dates";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    label="resources.users.fields.role"
    choices={[
      { id: "owner", name: "resources.users.roles.owner" },
      { id: "staff", name: "resources.users.roles.staff" },
    ]}
  />,
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
const UserList = () => {
  const { canAccess: mayUpdate } = useCanAccess({ resource: "users", action: "edit" });
  const { canAccess: mayDelete } = useCanAccess({ resource: "users", action: "delete" });
  const isPhone = useIsPhone();
  return (
    <List
      {...LIST_DEFAULTS}
      filters={filters}
      sort={{ field: "name", order: "ASC" }}
      empty={<ListEmpty />}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        // Phones: one card per user with the name, role, e-mail and phone (both kept left to right).
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <span dir="ltr">
              {record.email}
              {record.phone ? ` · ${record.phone}` : ""}
            </span>
          )}
          tertiaryText={<RoleField />}
          rowClick={mayUpdate ? "edit" : false}
        />
      ) : (
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
          {mayDelete && (
            <DataTable.Col label={false} disableSort>
              <ConfirmDeleteButton redirect={false} />
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
};

export default UserList;
