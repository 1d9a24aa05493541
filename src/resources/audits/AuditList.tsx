import { Chip } from "@mui/material";
import { DataTable, useGetList, useLocale, useTranslate, type RaRecord } from "react-admin";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { AUDIT_ENTITIES } from "../../domain/resources";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import type { FilterDeclaration } from "../shared/list/listFilters";
import { PeriodFilter } from "../shared/list/PeriodFilter";
import { ListActions } from "../shared/ListActions";
import { valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { useCurrentScope } from "../shared/useCurrentScope";
import { AuditChanges } from "./AuditChanges";
import { changeRows } from "./auditChanges";
import { BRANCH_SETTINGS, UNNUMBERED } from "./auditNaming";
import { useAuditTime } from "./useAuditTime";
import { PhoneList } from "../shared/list/PhoneList";

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "status",
  "set",
  "sort",
  "sync",
  "cancel",
  "payment",
  "attach",
  "add_lines",
  "remove_line",
] as const;

const ACTION_COLORS: Record<string, "success" | "info" | "error" | "default"> = {
  create: "success",
  update: "info",
  status: "info",
  delete: "error",
};

/**
 * Every entity the API records, from the registry entries that record them: a declared resource's own entity is
 * labelled `resources.{name}.entity`, the others `resources.audits.entities.{entity}`.
 */
const entityChoices = AUDIT_ENTITIES.map(({ entity, resource, declared }) => ({
  id: entity,
  name: declared ? `resources.${resource}.entity` : `resources.audits.entities.${entity}`,
}));
const ENTITY_LABELS = new Map(entityChoices.map((choice) => [choice.id, choice.name]));

/** The user filter: its choices are the business's users, read here so that their arrival redraws only it. */
const UserFilterInput = (props: FilterDeclaration) => {
  const { data: users = [] } = useGetList("users", {
    pagination: { page: 1, perPage: MAX_PER_PAGE },
    sort: { field: "name", order: "ASC" },
    // Members only: the users list also holds pending invitations, which never act.
    filter: { status: "active" },
  });
  const choices = users.map((user) => ({ id: user.id, name: `${user.name} (${user.email})` }));
  return <ChoiceFilter {...props} choices={choices} translateChoice={false} />;
};

// Made once: the list and its filter form are not redrawn by a new array on every render.
const AUDIT_FILTERS = [
  <UserFilterInput key="user" source="user_id" label="resources.audits.fields.user" alwaysOn />,
  <ChoiceFilter
    key="entity"
    source="entity"
    label="resources.audits.fields.entity"
    choices={entityChoices}
    alwaysOn
  />,
  valuesFilter({
    resource: "audits",
    source: "action",
    values: AUDIT_ACTIONS,
    names: "resources.audits.actions",
    alwaysOn: true,
  }),
  <PeriodFilter key="period" source="from" alwaysOn />,
];

/** When an entry was written, in the business time zone whatever the browser's; the cell reads the zone itself. */
const AuditTime = ({ value }: { value: unknown }) => <>{useAuditTime()(value)}</>;

/** Audits of the current business (SPEC §2 /audits/list, owners only): who did what, when, and the change. */
const AuditList = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { businessId, business } = useCurrentScope();
  // What was changed, named as people name it: an order by the number its list shows, others by their id.
  // Settings of a branch, its tablet or mobile app by the branch's name in the reader's language.
  const entityName = (r: { entity: string; entity_id?: number | null; entity_number?: number | null }) => {
    const what = label("entities", r.entity);
    if (BRANCH_SETTINGS.has(r.entity)) {
      const branch = business?.branches.find((candidate) => candidate.id === r.entity_id);
      return branch ? `${what} · ${localizedName(branch.locales, locale, branch.slug)}` : what;
    }
    if (UNNUMBERED.has(r.entity)) return what;
    const number = r.entity === "order" ? (r.entity_number ?? r.entity_id) : r.entity_id;
    return `${what}${number ? ` #${number}` : ""}`;
  };
  const label = (prefix: string, value: string) =>
    prefix === "entities" && ENTITY_LABELS.has(value)
      ? translate(ENTITY_LABELS.get(value)!, { _: value })
      : translate(`resources.audits.${prefix}.${value}`, { _: value });

  // Who did it (a person, an API key, or for entries of the system itself no one) and how many fields it changed.
  const who = (r: RaRecord) =>
    r.user?.name ??
    (r.api_key ? translate("resources.audits.apiKey", { name: r.api_key.name }) : undefined) ??
    translate("resources.orders.system");
  const changeCount = (r: RaRecord) =>
    translate("resources.audits.fieldsChanged", { smart_count: changeRows(r.changes).length });

  return (
    <ResponsiveList
      queryOptions={{ meta: { businessId } }}
      filters={AUDIT_FILTERS}
      sort={{ field: "created_at", order: "DESC" }}
      actions={<ListActions create={false} />}
      // Phones: one card per entry (who, what, when); the changes themselves need the width of a larger screen.
      phone={
        <PhoneList
          primaryText={(r) => `${label("actions", r.action)} · ${entityName(r)}`}
          secondaryText={(r) => `${who(r)} · ${changeCount(r)}`}
          tertiaryText={(r) => <AuditTime value={r.created_at} />}
          rowClick={false}
        />
      }
    >
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />}>
        <DataTable.Col
          source="created_at"
          label="resources.audits.fields.created_at"
          disableSort
          render={(r) => <AuditTime value={r.created_at} />}
        />
        <DataTable.Col source="user" label="resources.audits.fields.user" disableSort render={who} />
        <DataTable.Col
          source="action"
          label="resources.audits.fields.action"
          disableSort
          render={(r) => (
            <Chip
              size="small"
              color={ACTION_COLORS[r.action] ?? "default"}
              label={label("actions", r.action)}
            />
          )}
        />
        <DataTable.Col
          source="entity"
          label="resources.audits.fields.entity"
          disableSort
          render={entityName}
        />
        <DataTable.Col
          source="changes"
          label="resources.audits.fields.changes"
          disableSort
          render={changeCount}
        />
      </DataTable>
    </ResponsiveList>
  );
};

export default AuditList;
