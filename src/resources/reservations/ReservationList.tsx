import { Box, Button as MuiButton } from "@mui/material";
import CalendarViewMonthIcon from "@mui/icons-material/CalendarViewMonth";
import {
  CreateButton,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { PAYMENT_STATES, RESERVATION_STATUSES } from "../../domain/constants";
import { showMoney } from "../operations/money";
import { PeriodFilter } from "../operations/PeriodFilter";
import { formatDisplayDate } from "../shared/dates";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useIsPhone } from "../shared/phoneLayout";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import { BOARD_PATH } from "./paths";
import { PaymentStateChip, ReservationStatusChip } from "./ReservationChips";
import { useReservationColors } from "./reservationColors";
import { localDay } from "./stayDates";
import { useCheckTimes } from "./useCheckTimes";
import { useListings, type Listing } from "./useListings";
import { choicesOf } from "../shared/choices";

const reservationFilters = (listings: Listing[]) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.reservations.fields.status"
    choices={choicesOf(RESERVATION_STATUSES, "resources.reservations.statuses")}
    alwaysOn
  />,
  <SelectInput
    key="payment"
    source="payment_state"
    label="resources.reservations.fields.payment_state"
    choices={choicesOf(PAYMENT_STATES, "resources.reservations.paymentStates")}
    alwaysOn
  />,
  <SelectInput
    key="listing"
    source="item_id"
    label="resources.reservations.fields.listing"
    choices={listings}
    translateChoice={false}
    alwaysOn
  />,
  <PeriodFilter key="period" source="from" alwaysOn />,
];

const BoardLink = () => {
  const translate = useTranslate();
  return (
    <MuiButton component={Link} to={BOARD_PATH} size="small" startIcon={<CalendarViewMonthIcon />}>
      {translate("resources.reservations.board.title")}
    </MuiButton>
  );
};

/** Reservations of the current branch (SPEC §2 /reservations/list) with the business's status colours. */
const ReservationList = () => {
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const colors = useReservationColors();
  const { timeZone } = useCheckTimes();
  const { listings } = useListings();
  const mayCreate = can("reservations", "create", branchId);
  const day = (iso: string) => formatDisplayDate(localDay(iso, timeZone));
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const listingName = (r: { item_id: number }) =>
    listings.find((l) => l.id === r.item_id)?.name ?? `#${r.item_id}`;
  const rowClick = can("reservations", "update", branchId) ? "edit" : false;

  return (
    <List
      {...LIST_DEFAULTS}
      queryOptions={{ meta: { branchId } }}
      filters={reservationFilters(listings)}
      sort={{ field: "from", order: "DESC" }}
      empty={<ListEmpty canCreate={mayCreate} />}
      actions={
        <TopToolbar>
          <BoardLink />
          {mayCreate && <CreateButton />}
          <ExportButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        // Phones: one card per stay: number and guest, the unit and dates, total and balance, status chips.
        <SimpleList
          primaryText={(r) => `#${r.id} · ${r.customer?.name ?? ""}`}
          secondaryText={(r) => (
            <>
              {[listingName(r), r.unit_name].filter(Boolean).join(" · ")}
              <br />
              <bdi>{day(r.from)}</bdi> – <bdi>{day(r.to)}</bdi>
              <Box component="span" sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
                <ReservationStatusChip status={r.status} colors={colors} />
                <PaymentStateChip state={r.payment_state} colors={colors} />
              </Box>
            </>
          )}
          tertiaryText={(r) => (
            <>
              {showMoney(r.total, r.currency)}
              <br />
              {translate("resources.reservations.fields.balance")} {showMoney(r.balance, r.currency)}
            </>
          )}
          rowClick={rowClick}
        />
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="id" label="resources.reservations.fields.id" render={(r) => `#${r.id}`} />
          <DataTable.Col
            source="listing"
            label="resources.reservations.fields.listing"
            disableSort
            render={listingName}
          />
          <DataTable.Col source="unit_name" label="resources.reservations.fields.unit" disableSort />
          <DataTable.Col
            source="from"
            label="resources.reservations.fields.from"
            render={(r) => day(r.from)}
          />
          <DataTable.Col source="to" label="resources.reservations.fields.to" render={(r) => day(r.to)} />
          <DataTable.Col
            source="customer.name"
            label="resources.reservations.fields.customer"
            disableSort
            render={(r) => r.customer?.name ?? ""}
          />
          <DataTable.Col
            source="total"
            label="resources.reservations.fields.total"
            render={(r) => showMoney(r.total, r.currency)}
          />
          <DataTable.Col
            source="balance"
            label="resources.reservations.fields.balance"
            disableSort
            render={(r) => showMoney(r.balance, r.currency)}
          />
          <DataTable.Col
            source="status"
            label="resources.reservations.fields.status"
            disableSort
            render={(r) => <ReservationStatusChip status={r.status} colors={colors} />}
          />
          <DataTable.Col
            source="payment_state"
            label="resources.reservations.fields.payment_state"
            disableSort
            render={(r) => <PaymentStateChip state={r.payment_state} colors={colors} />}
          />
        </DataTable>
      )}
    </List>
  );
};

export default ReservationList;
