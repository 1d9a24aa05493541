import { Chip, Stack } from "@mui/material";
import {
  BulkDeleteButton,
  DataTable,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { USER_STATUSES } from "../../domain/constants";
import { ConfirmDeleteButton, DELETE_CONFIRM } from "../shared/ConfirmDeleteButton";
import { formatDisplayDate } from "../shared/dates";
import { ListActions } from "../shared/ListActions";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_FILTER, valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { PhoneList } from "../shared/list/PhoneList";
import { InvitationActions } from "./InvitationActions";

const ROLES = ["owner", "staff"] as const;

const filters = [
  SEARCH_FILTER,
  valuesFilter({ resource: "users", source: "role", values: ROLES, names: "resources.users.roles" }),
  valuesFilter({
    resource: "users",
    source: "status",
    values: USER_STATUSES,
    names: "resources.users.statuses",
  }),
];

/** A pending invitation (`status: "invited"`): listed with what the inviter typed, no account to open or delete. */
const isInvited = (record?: RaRecord) => record?.status === "invited";

/** The role, and "Invited" until the person accepts. */
const RoleField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ display: "inline-flex" }}>
      <Chip
        size="small"
        color={record.role === "owner" ? "primary" : "default"}
        label={translate(`resources.users.roles.${record.role}`)}
      />
      {isInvited(record) && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate("resources.users.statuses.invited")}
        />
      )}
    </Stack>
  );
};

/** The row's last column: an invitation's Resend and Cancel, or a member's delete (with delete access). */
const RowActions = ({ mayDelete }: { mayDelete: boolean }) => {
  const record = useRecordContext();
  if (isInvited(record)) return <InvitationActions />;
  return mayDelete ? <ConfirmDeleteButton redirect={false} /> : null;
};

/** Users of the current business (SPEC §2 /users): search, role filter, CSV export; actions by permission. */
// A function, not an element: SimpleList wraps only a function's result in its floated tertiary span; an element
// is put in as it is and runs into the primary text on the card's first line.
const roleText = () => <RoleField />;

const UserList = () => {
  const { canAccess: mayUpdate } = useCanAccess({ resource: "users", action: "edit" });
  const { canAccess: mayDelete } = useCanAccess({ resource: "users", action: "delete" });
  const { canAccess: mayCreate } = useCanAccess({ resource: "users", action: "create" });
  // An invitation has no account to edit: its row opens nothing.
  const rowClick = (_id: unknown, _resource: unknown, record: RaRecord) =>
    mayUpdate && !isInvited(record) ? ("edit" as const) : false;
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
          rowClick={rowClick}
        />
      }
    >
      <DataTable
        rowClick={rowClick}
        isRowSelectable={(record) => !isInvited(record)}
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
        {(mayDelete || mayCreate) && (
          <DataTable.Col label={false} disableSort>
            <RowActions mayDelete={!!mayDelete} />
          </DataTable.Col>
        )}
      </DataTable>
    </ResponsiveList>
  );
};

export default UserList;
