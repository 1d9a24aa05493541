import { Box, Button as MuiButton } from "@mui/material";
import CalendarViewMonthIcon from "@mui/icons-material/CalendarViewMonth";
import { DataTable, SelectInput, SimpleList, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { PAYMENT_STATES, RESERVATION_STATUSES } from "../../domain/constants";
import { showMoney } from "../operations/money";
import {
  CustomerColumn,
  MoneyColumn,
  NumberColumn,
  numberAndCustomer,
  twoLines,
} from "../operations/listParts";
import { PeriodFilter } from "../operations/PeriodFilter";
import { formatDisplayDate } from "../shared/dates";
import { ListActions } from "../shared/ListActions";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_FILTER, valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { useBranchRights } from "../shared/useBranchAccess";
import { BOARD_PATH } from "./paths";
import { PaymentStateChip, ReservationStatusChip } from "./ReservationChips";
import { useReservationColors } from "./reservationColors";
import { localDay } from "./stayDates";
import { useCheckTimes } from "./useCheckTimes";
import { useListings, type Listing } from "./useListings";

const reservationFilters = (listings: Listing[]) => [
  SEARCH_FILTER,
  valuesFilter({
    resource: "reservations",
    source: "status",
    values: RESERVATION_STATUSES,
    names: "resources.reservations.statuses",
    alwaysOn: true,
  }),
  valuesFilter({
    resource: "reservations",
    source: "payment_state",
    values: PAYMENT_STATES,
    names: "resources.reservations.paymentStates",
    alwaysOn: true,
  }),
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
  const { branchId, mayCreate, mayUpdate } = useBranchRights("reservations");
  const colors = useReservationColors();
  const { timeZone } = useCheckTimes();
  const { listings } = useListings();
  const day = (iso: string) => formatDisplayDate(localDay(iso, timeZone));
  const translate = useTranslate();
  const listingName = (r: { item_id: number }) =>
    listings.find((l) => l.id === r.item_id)?.name ?? `#${r.item_id}`;
  const rowClick = mayUpdate ? "edit" : false;

  return (
    <ResponsiveList
      queryOptions={{ meta: { branchId } }}
      filters={reservationFilters(listings)}
      sort={{ field: "from", order: "DESC" }}
      empty={<ListEmpty canCreate={mayCreate} />}
      actions={<ListActions create={mayCreate} leading={<BoardLink />} />}
      // Phones: one card per stay: number and guest, the unit and dates, total and balance, status chips.
      phone={
        <SimpleList
          primaryText={(r) => numberAndCustomer(r.id, r)}
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
          tertiaryText={(r) =>
            twoLines(
              showMoney(r.total, r.currency),
              `${translate("resources.reservations.fields.balance")} ${showMoney(r.balance, r.currency)}`,
            )
          }
          rowClick={rowClick}
        />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <NumberColumn resource="reservations" source="id" />
        <DataTable.Col
          source="listing"
          label="resources.reservations.fields.listing"
          disableSort
          render={listingName}
        />
        <DataTable.Col source="unit_name" label="resources.reservations.fields.unit" disableSort />
        <DataTable.Col source="from" label="resources.reservations.fields.from" render={(r) => day(r.from)} />
        <DataTable.Col source="to" label="resources.reservations.fields.to" render={(r) => day(r.to)} />
        <CustomerColumn resource="reservations" />
        <MoneyColumn resource="reservations" source="total" />
        <MoneyColumn resource="reservations" source="balance" disableSort />
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
    </ResponsiveList>
  );
};

export default ReservationList;
