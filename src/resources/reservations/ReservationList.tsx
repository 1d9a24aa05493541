import { Box, Button as MuiButton } from "@mui/material";
import CalendarViewMonthIcon from "@mui/icons-material/CalendarViewMonth";
import { DataTable, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { PAYMENT_STATES, RESERVATION_STATUSES } from "../../domain/constants";
import { reservations } from "../../domain/resources/reservations";
import { showMoney } from "../operations/money";
import {
  CustomerColumn,
  MoneyColumn,
  NumberColumn,
  numberAndCustomer,
  twoLines,
} from "../operations/listParts";
import { formatDisplayDate } from "../shared/dates";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import type { FilterDeclaration } from "../shared/list/listFilters";
import { PeriodFilter } from "../shared/list/PeriodFilter";
import { ListActions } from "../shared/ListActions";
import { ServerExportButton } from "../shared/ServerExportButton";
import { ListEmpty } from "../shared/ListDefaults";
import { SEARCH_FILTER, valuesFilter } from "../shared/listFilters";
import { ResponsiveList } from "../shared/ResponsiveList";
import { branchListQuery } from "../shared/firstPageRequest";
import { useBranchRights } from "../shared/useBranchAccess";
import { BOARD_PATH } from "./paths";
import { PaymentStateChip, ReservationStatusChip } from "./ReservationChips";
import { usePrefetchReservationColors } from "./reservationColors";
import { localDay } from "./stayDates";
import { useCheckTimes, usePrefetchCheckTimes } from "./useCheckTimes";
import { useListingName, useListings, usePrefetchListings } from "./useListings";
import { PhoneList } from "../shared/list/PhoneList";

/** The listing filter: its choices are the listings, read here so that their arrival redraws only it. */
const ListingFilterInput = (props: FilterDeclaration) => (
  <ChoiceFilter {...props} choices={useListings().listings} translateChoice={false} />
);

/** A row's listing, named in the current language; the cell reads the listings itself. */
const ListingName = ({ id }: { id: number }) => <>{useListingName(id)}</>;

/** A row's listing and unit, for the phone card. */
const ListingAndUnit = ({ id, unit }: { id: number; unit?: string | null }) => (
  <>{[useListingName(id), unit].filter(Boolean).join(" · ")}</>
);

/** A stay's day in the business's time zone (the configuration), read by the cell itself. */
const StayDay = ({ iso }: { iso: string }) => {
  const { timeZone } = useCheckTimes();
  // One line: a narrow column broke "22-01-2027" at its dashes.
  return <bdi style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(localDay(iso, timeZone))}</bdi>;
};

// Made once: the list and its filter form are not redrawn by a new array on every render.
const RESERVATION_FILTERS = [
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
  <ListingFilterInput
    key="listing"
    source="item_id"
    label="resources.reservations.fields.listing"
    alwaysOn
  />,
  <PeriodFilter key="period" source="from" alwaysOn />,
];

/** The list's filters the server's export reads. */
const RESERVATION_EXPORT_FILTERS = ["q", "status", "payment_state", "item_id", "from", "to"] as const;

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
  const translate = useTranslate();
  // The same query the Overview asks for ahead (usePrefetchBranchList).
  const listQuery = branchListQuery(reservations, branchId);
  // What the cells show beside the page of stays (colours, time zone, listing names), asked for at once; the
  // cells that read it redraw on arrival, not the list and all its rows.
  usePrefetchReservationColors();
  usePrefetchCheckTimes();
  usePrefetchListings();
  const rowClick = mayUpdate ? "edit" : false;

  return (
    <ResponsiveList
      queryOptions={{ meta: listQuery.meta }}
      filters={RESERVATION_FILTERS}
      sort={listQuery.sort}
      empty={<ListEmpty canCreate={mayCreate} />}
      actions={
        <ListActions
          create={mayCreate}
          leading={<BoardLink />}
          exportButton={<ServerExportButton list="reservations" filters={RESERVATION_EXPORT_FILTERS} />}
        />
      }
      // Phones: one card per stay: number and guest, the unit and dates, total and balance, status chips.
      phone={
        <PhoneList
          primaryText={(r) => numberAndCustomer(r.id, r)}
          secondaryText={(r) => (
            <>
              <ListingAndUnit id={r.item_id} unit={r.unit_name} />
              <br />
              <StayDay iso={r.from} /> – <StayDay iso={r.to} />
              <Box component="span" sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
                <ReservationStatusChip status={r.status} />
                <PaymentStateChip
                  state={r.payment_state}
                  status={r.status}
                  paid={r.paid}
                  currency={r.currency}
                />
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
          render={(r) => <ListingName id={r.item_id} />}
        />
        <DataTable.Col source="unit_name" label="resources.reservations.fields.unit" disableSort />
        <DataTable.Col
          source="from"
          label="resources.reservations.fields.from"
          render={(r) => <StayDay iso={r.from} />}
        />
        <DataTable.Col
          source="to"
          label="resources.reservations.fields.to"
          render={(r) => <StayDay iso={r.to} />}
        />
        <CustomerColumn resource="reservations" />
        <MoneyColumn resource="reservations" source="total" />
        <MoneyColumn resource="reservations" source="balance" disableSort />
        <DataTable.Col
          source="status"
          label="resources.reservations.fields.status"
          disableSort
          render={(r) => <ReservationStatusChip status={r.status} />}
        />
        <DataTable.Col
          source="payment_state"
          label="resources.reservations.fields.payment_state"
          disableSort
          render={(r) => (
            <PaymentStateChip state={r.payment_state} status={r.status} paid={r.paid} currency={r.currency} />
          )}
        />
      </DataTable>
    </ResponsiveList>
  );
};

export default ReservationList;
