import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Card,
  CardContent,
  Chip,
  Typography,
  useTheme,
} from "@mui/material";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ListIcon from "@mui/icons-material/List";
import { Loading, useGetList, useTranslate, type RaRecord } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { Link, useNavigate } from "react-router-dom";
import { MAX_PER_PAGE, RESERVATION_STATUSES } from "../../domain/constants";
import { addDays } from "../../domain/zoned-time";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { formatDisplayDate } from "../shared/dates";
import { useBranchAccess } from "../shared/useBranchAccess";
import { useCurrentScope } from "../shared/useCurrentScope";
import type { StayChange } from "./BoardDrag";
import { BoardGrid } from "./BoardGrid";
import { MoveStayDialog } from "./MoveStayDialog";
import type { StayPlace } from "./stayMove";
import { BOARD_PATH } from "./paths";
import { useReservationColors } from "./reservationColors";
import { daysFrom, today } from "./stayDates";
import { useCheckTimes } from "./useCheckTimes";
import { useListings, type Listing } from "./useListings";

/** The board shows two weeks at a time; the arrows move by as much. */
export const BOARD_DAYS = 14;

/** The reservations board (SPEC §2 /reservations/list2): listings × units by day, stays as coloured bars. */
export const ReservationBoard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Arrows point the way time goes in the language's direction.
  const rtl = useTheme().direction === "rtl";
  const can = useBranchAccess();
  const { businessId, branchId } = useCurrentScope();
  const { timeZone } = useCheckTimes();
  const colors = useReservationColors();
  const { listings, isPending: listingsPending } = useListings();
  const [start, setStart] = useState(() => today(timeZone));
  // The stay being moved (dropped elsewhere, or M pressed on it) or changed in length (an edge dragged), until its
  // dialog is confirmed or canceled.
  const [moving, setMoving] = useState<{
    reservation: RaRecord;
    current: StayPlace;
    proposed: StayPlace;
    change: StayChange;
  }>();
  const days = daysFrom(start, BOARD_DAYS);
  const last = days[days.length - 1];
  // Stays under way at some point of the window (the API filter is an overlap, whole days).
  const {
    data: reservations = [],
    total = 0,
    isPending,
  } = useGetList("reservations", {
    pagination: { page: 1, perPage: MAX_PER_PAGE },
    sort: { field: "from", order: "ASC" },
    filter: { from: start, to: last },
    meta: { branchId },
  });

  // Listings belong to the business: stays booked through its other branches take their days here too.
  const dataProvider = useAppDataProvider();
  const until = addDays(last, 1);
  const { data: occupancy } = useQuery({
    // Under "reservations": a live reservation event refreshes it with the board's list.
    queryKey: ["reservations", "occupancy", businessId, branchId, start, until],
    queryFn: ({ signal }) =>
      dataProvider.getReservationOccupancy({
        businessId: businessId!,
        branchId: branchId!,
        from: start,
        to: until,
        signal,
      }),
    enabled: businessId !== undefined && branchId !== undefined,
    ...QUERY_DEFAULTS,
  });
  // Nights the units' imported calendars block and nights closed in the rate calendars (issue 51), drawn apart.
  const { data: blocks = [] } = useQuery({
    queryKey: ["reservations", "calendar-blocks", businessId, branchId, start, until],
    queryFn: ({ signal }) =>
      dataProvider.getCalendarBlocks({
        businessId: businessId!,
        branchId: branchId!,
        from: start,
        to: until,
        signal,
      }),
    enabled: businessId !== undefined && branchId !== undefined,
    ...QUERY_DEFAULTS,
  });
  const elsewhere = (Array.isArray(occupancy?.data) ? occupancy.data : []).map((r) => ({
    ...r,
    otherBranch: true,
    customer: { name: translate("resources.reservations.board.otherBranch") },
  }));

  const startReservation = (listing: Listing, unit: number, day: string) => {
    const source = { item_id: listing.id, unit, from: day, to: addDays(day, 1) };
    navigate(`/reservations/create?source=${encodeURIComponent(JSON.stringify(source))}`);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title="resources.reservations.board.title" />
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
          <ButtonGroup size="small">
            <Button
              onClick={() => setStart(addDays(start, -BOARD_DAYS))}
              aria-label={translate("resources.reservations.board.previous")}
            >
              {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </Button>
            <Button onClick={() => setStart(today(timeZone))}>
              {translate("resources.reservations.board.today")}
            </Button>
            <Button
              onClick={() => setStart(addDays(start, BOARD_DAYS))}
              aria-label={translate("resources.reservations.board.next")}
            >
              {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </Button>
          </ButtonGroup>
          <Typography variant="h6" component="h1">
            {formatDisplayDate(start)} – {formatDisplayDate(last)}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {RESERVATION_STATUSES.map((status) => (
            <Chip
              key={status}
              size="small"
              label={translate(`resources.reservations.statuses.${status}`)}
              sx={{ bgcolor: colors.status(status), color: "#fff", textShadow: "0 0 2px rgba(0,0,0,0.8)" }}
            />
          ))}
          <Button component={Link} to="/reservations" size="small" startIcon={<ListIcon />}>
            {translate("resources.reservations.board.list")}
          </Button>
        </Box>
        {total > reservations.length && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate("resources.reservations.board.partial", {
              count: reservations.length,
              smart_count: total,
            })}
          </Alert>
        )}
        {listingsPending || isPending ? (
          <Loading />
        ) : listings.length === 0 ? (
          <Alert severity="info">{translate("resources.reservations.board.noListings")}</Alert>
        ) : (
          <BoardGrid
            days={days}
            listings={listings}
            reservations={[...(reservations as RaRecord[]), ...elsewhere]}
            colors={colors}
            timeZone={timeZone}
            blocks={Array.isArray(blocks) ? blocks : []}
            onOpen={(reservation) => !reservation.otherBranch && navigate(`/reservations/${reservation.id}`)}
            onStart={can("reservations", "create", branchId) ? startReservation : undefined}
            onMove={
              can("reservations", "update", branchId)
                ? (reservation, current, proposed, change) =>
                    setMoving({ reservation, current, proposed, change })
                : undefined
            }
          />
        )}
        {moving && <MoveStayDialog {...moving} listings={listings} onClose={() => setMoving(undefined)} />}
      </CardContent>
    </Card>
  );
};

ReservationBoard.path = BOARD_PATH;
