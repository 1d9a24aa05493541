import { alpha, Box, Chip, type Theme } from "@mui/material";
import { CreateButton, DataTable, EditButton, useTranslate, type RaRecord } from "react-admin";
import { ORDER_STATUSES, ORDER_TYPES } from "../../domain/constants";
import { orders } from "../../domain/resources/orders";
import { useLiveStatusPart } from "../../live/liveStatus";
import { showMoney } from "../operations/money";
import { CustomerColumn, MoneyColumn, NumberColumn, numberAndCustomer } from "../operations/listParts";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import type { FilterDeclaration } from "../shared/list/listFilters";
import { PeriodFilter } from "../shared/list/PeriodFilter";
import { ListActions } from "../shared/ListActions";
import { formatBusinessDateTime } from "../shared/businessTime";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { ServerExportButton } from "../shared/ServerExportButton";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_FILTER, valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { branchListQuery } from "../shared/firstPageRequest";
import { useBranchRights } from "../shared/useBranchAccess";
import { OrderStatusChip } from "./OrderStatusChip";
import { OrderStatusSelect } from "./OrderStatusSelect";
import { usePrefetchOrderStatuses } from "./orderStatuses";
import { useBranchTables, usePrefetchBranchTables, useTableName } from "./useBranchTables";
import { PhoneList } from "../shared/list/PhoneList";

/** The table filter: its choices are the branch's tables, read here so that their arrival redraws only it. */
const TableFilterInput = (props: FilterDeclaration) => (
  <ChoiceFilter {...props} choices={useBranchTables()} translateChoice={false} />
);

/** A table's name in a row, after `prefix` when there is one; it reads the tables itself for the same reason. */
const TableName = ({ id, prefix = "" }: { id: unknown; prefix?: string }) => {
  const name = useTableName(id);
  return name ? <>{prefix + name}</> : null;
};

// Made once: the list and its filter form are not redrawn by a new array on every render.
const ORDER_FILTERS = [
  SEARCH_FILTER,
  valuesFilter({
    resource: "orders",
    source: "status",
    values: ORDER_STATUSES,
    names: "resources.orders.statuses",
    alwaysOn: true,
  }),
  <PeriodFilter key="period" source="from" alwaysOn />,
  valuesFilter({ resource: "orders", source: "type", values: ORDER_TYPES, names: "resources.orders.types" }),
  <TableFilterInput key="table" source="table_id" label="resources.orders.fields.table" />,
];

/** The list's filters the server's export reads. */
const ORDER_EXPORT_FILTERS = ["q", "status", "type", "table_id", "from", "to"] as const;

const PaymentChip = ({ state }: { state: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === "paid" ? "success" : "default"}
      label={translate(`resources.orders.paymentStates.${state}`, { _: state })}
    />
  );
};

/** A pending order stands out until someone accepts or rejects it: after a reload too, it is the order's status. */
const PENDING_ROW_SX = { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.12) };
/** An order that arrived live a moment ago stands out more (LIVE_ROW_HIGHLIGHT_MS). */
const FRESH_ROW_SX = { bgcolor: "warning.light", transition: "background-color 1s" };

/**
 * Orders of the current branch (SPEC §2 /orders): status chips, filters by status, period, type and table;
 * staff with orders.update change the status right here. Deleting is not a row's action: it is on the order's
 * page, with a confirmation naming the order.
 */
const OrderList = () => {
  const { branchId, mayUpdate, mayCreate } = useBranchRights("orders");
  // Placed times in the business's zone, as on the order's page and its print (not the browser's).
  const timeZone = useBusinessTimeZone();
  const translate = useTranslate();
  // The same query the Overview asks for ahead (usePrefetchBranchList).
  const listQuery = branchListQuery(orders, branchId);
  // What the rows show beside the page of orders, asked for at once; the cells that read it redraw on arrival.
  usePrefetchOrderStatuses(mayUpdate);
  usePrefetchBranchTables();
  // Staff who may update change the status right in the list (the select reads the branch's statuses).
  const statusOf = (r: RaRecord) =>
    mayUpdate ? <OrderStatusSelect /> : <OrderStatusChip status={r.status} />;
  const typeName = (r: RaRecord) => translate(`resources.orders.types.${r.type}`, { _: r.type });
  // Orders that just arrived live stand out for a moment (LIVE_ROW_HIGHLIGHT_MS), pending ones until they are
  // answered. Only this part of the live status: the connection coming up must not redraw the list.
  const freshOrders = useLiveStatusPart("freshOrders");
  const freshRowSx = (record: RaRecord) =>
    freshOrders.includes(record.id as number)
      ? FRESH_ROW_SX
      : record.status === "pending"
        ? PENDING_ROW_SX
        : {};

  return (
    <ResponsiveList
      // The branch in the query key: another branch's cached orders never show.
      queryOptions={{ meta: listQuery.meta }}
      filters={ORDER_FILTERS}
      sort={listQuery.sort}
      empty={<ListEmpty canCreate={false} />}
      actions={
        <ListActions
          withFilters
          create={false}
          // Staff take orders at the counter and the table (issue 48): orders.create in the current branch.
          leading={mayCreate ? <CreateButton label="resources.orders.newOrder" /> : null}
          exportButton={<ServerExportButton list="orders" filters={ORDER_EXPORT_FILTERS} />}
        />
      }
      // Phones: one card per order. The status is changed right on the card, so the card is not a link
      // (a tap on the status must not open the order); Edit opens it.
      phone={
        <PhoneList
          primaryText={(r) => numberAndCustomer(r.number, r)}
          secondaryText={(r) => (
            <>
              {[formatBusinessDateTime(r.created_at, timeZone), typeName(r)].join(" · ")}
              <TableName id={r.table_id} prefix=" · " />
              <Box
                component="span"
                sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.5 }}
              >
                {statusOf(r)}
                <PaymentChip state={r.payment_state} />
              </Box>
            </>
          )}
          tertiaryText={(r) => showMoney(r.total, r.currency)}
          rightIcon={() => (mayUpdate ? <EditButton /> : null)}
          rowClick={false}
          rowSx={freshRowSx}
        />
      }
    >
      <DataTable rowClick={mayUpdate ? "edit" : false} bulkActionButtons={false} rowSx={freshRowSx}>
        <NumberColumn resource="orders" source="number" />
        <DataTable.Col
          source="created_at"
          label="resources.orders.fields.created_at"
          render={(r) => formatBusinessDateTime(r.created_at, timeZone)}
        />
        <DataTable.Col source="type" label="resources.orders.fields.type" disableSort render={typeName} />
        <DataTable.Col
          source="table_id"
          label="resources.orders.fields.table"
          disableSort
          render={(r) => <TableName id={r.table_id} />}
        />
        <CustomerColumn resource="orders" />
        <MoneyColumn resource="orders" source="total" />
        <DataTable.Col
          source="payment_state"
          label="resources.orders.fields.payment_state"
          disableSort
          render={(r) => <PaymentChip state={r.payment_state} />}
        />
        <DataTable.Col source="status" label="resources.orders.fields.status" render={statusOf} />
      </DataTable>
    </ResponsiveList>
  );
};

export default OrderList;
