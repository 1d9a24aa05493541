import { Box, Chip } from "@mui/material";
import {
  DataTable,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { ORDER_STATUSES, ORDER_TYPES } from "../../domain/constants";
import { useLiveStatus } from "../../live/liveStatus";
import { showMoney } from "../operations/money";
import { PeriodFilter } from "../operations/PeriodFilter";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { formatDateTime } from "./formatDateTime";
import { OrderStatusChip } from "./OrderStatusChip";
import { OrderStatusSelect } from "./OrderStatusSelect";
import { useOrderStatuses } from "./orderStatuses";
import { useBranchTables, type TableChoice } from "./useBranchTables";
import { choicesOf } from "../shared/choices";

const orderFilters = (tables: TableChoice[]) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.orders.fields.status"
    choices={choicesOf(ORDER_STATUSES, "resources.orders.statuses")}
    alwaysOn
  />,
  <PeriodFilter key="period" source="from" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="resources.orders.fields.type"
    choices={choicesOf(ORDER_TYPES, "resources.orders.types")}
  />,
  <SelectInput
    key="table"
    source="table_id"
    label="resources.orders.fields.table"
    choices={tables}
    translateChoice={false}
  />,
];

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

/**
 * Orders of the current branch (SPEC §2 /orders): status chips, filters by status, period, type and table;
 * staff with orders.update change the status right here; delete only with orders.delete.
 */
const OrderList = () => {
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const translate = useTranslate();
  const statuses = useOrderStatuses();
  const tables = useBranchTables();
  const mayUpdate = can("orders", "update", branchId);
  const mayDelete = can("orders", "delete", branchId);
  const tableName = (id: unknown) => tables.find((table) => table.id === id)?.name ?? "";
  // Orders that just arrived live stand out for a moment (LIVE_ROW_HIGHLIGHT_MS).
  const { freshOrders } = useLiveStatus();
  const freshRowSx = (record: { id: unknown }) =>
    freshOrders.includes(record.id as number)
      ? { bgcolor: "warning.light", transition: "background-color 1s" }
      : {};
  const isPhone = useIsPhone();

  return (
    <List
      {...LIST_DEFAULTS}
      // The branch in the query key: another branch's cached orders never show.
      queryOptions={{ meta: { branchId } }}
      filters={orderFilters(tables)}
      sort={{ field: "created_at", order: "DESC" }}
      empty={<ListEmpty canCreate={false} />}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        // Phones: one card per order. The status is changed right on the card, so the card is not a link
        // (a tap on the status must not open the order); Edit opens it.
        <SimpleList
          primaryText={(r) => `#${r.number} · ${r.customer?.name ?? ""}`}
          secondaryText={(r) => (
            <>
              {[
                formatDateTime(r.created_at),
                translate(`resources.orders.types.${r.type}`, { _: r.type }),
                tableName(r.table_id),
              ]
                .filter(Boolean)
                .join(" · ")}
              <Box
                component="span"
                sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.5 }}
              >
                {mayUpdate ? (
                  <OrderStatusSelect statuses={statuses} />
                ) : (
                  <OrderStatusChip status={r.status} />
                )}
                <PaymentChip state={r.payment_state} />
              </Box>
            </>
          )}
          tertiaryText={(r) => showMoney(r.total, r.currency)}
          rightIcon={() => (mayUpdate ? <EditButton /> : null)}
          rowClick={false}
          rowSx={freshRowSx}
        />
      ) : (
        <DataTable rowClick={mayUpdate ? "edit" : false} bulkActionButtons={false} rowSx={freshRowSx}>
          <DataTable.Col
            source="number"
            label="resources.orders.fields.number"
            render={(r) => `#${r.number}`}
          />
          <DataTable.Col
            source="created_at"
            label="resources.orders.fields.created_at"
            render={(r) => formatDateTime(r.created_at)}
          />
          <DataTable.Col
            source="type"
            label="resources.orders.fields.type"
            disableSort
            render={(r) => translate(`resources.orders.types.${r.type}`, { _: r.type })}
          />
          <DataTable.Col
            source="table_id"
            label="resources.orders.fields.table"
            disableSort
            render={(r) => tableName(r.table_id)}
          />
          <DataTable.Col
            source="customer.name"
            label="resources.orders.fields.customer"
            disableSort
            render={(r) => r.customer?.name ?? ""}
          />
          <DataTable.Col
            source="total"
            label="resources.orders.fields.total"
            render={(r) => showMoney(r.total, r.currency)}
          />
          <DataTable.Col
            source="payment_state"
            label="resources.orders.fields.payment_state"
            disableSort
            render={(r) => <PaymentChip state={r.payment_state} />}
          />
          <DataTable.Col
            source="status"
            label="resources.orders.fields.status"
            render={(r) =>
              mayUpdate ? <OrderStatusSelect statuses={statuses} /> : <OrderStatusChip status={r.status} />
            }
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

export default OrderList;
