import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import EditCalendarIcon from "@mui/icons-material/EditCalendar";
import { Navigate, useSearchParams } from "react-router-dom";
import { useCanAccess, useLocale, useNotify, useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import type { NightsChange } from "../../dataProvider/methods/rateCalendar";
import { localDateOf } from "../../domain/zoned-time";
import { intlLocale } from "../../i18n/intlLocale";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { showMoney } from "../../resources/operations/money";
import { useListings } from "../../resources/reservations/useListings";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import { MonthGrid } from "./MonthGrid";
import { monthRange, shiftMonth, type Selection } from "./monthGrid";
import { NightsDialog } from "./NightsDialog";
import { SeasonsPanel } from "./SeasonsPanel";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /rate-calendar (issue 51): a chalet listing's month of nights, each at the price it will be charged, with its
 * marks (closed, no arrival, no departure, minimum stay, season); a selection of nights is edited in one dialog,
 * and the listing's seasons are kept below. `?item=` and `?month=` keep the listing and month in the address, so
 * the listing's card in the Chalets Listing page links straight to it.
 */
export function RateCalendarPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const theme = useTheme();
  const timeZone = useBusinessTimeZone();
  const { user, businessId } = useCurrentScope();
  const { canAccess, isPending: accessPending } = useCanAccess({ resource: "rate-calendar", action: "list" });
  const { canAccess: canEdit } = useCanAccess({ resource: "rate-calendar", action: "edit" });
  const { listings, isPending: listingsPending } = useListings();
  const [params, setParams] = useSearchParams();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>({ dates: [] });
  const [editing, setEditing] = useState(false);
  const [nightErrors, setNightErrors] = useState<Record<string, string>>();

  const askedItem = Number(params.get("item"));
  const listing = listings.find((l) => l.id === askedItem) ?? listings[0];
  const askedMonth = params.get("month") ?? "";
  const month = MONTH.test(askedMonth) ? askedMonth : localDateOf(new Date(), timeZone).slice(0, 7);
  const { from, to } = monthRange(month);
  const itemId = listing?.id;
  const queryKey = ["rateCalendar", businessId, itemId, month];
  const { data, error, isFetching } = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      dataProvider.getRateCalendar({ businessId: businessId!, itemId: itemId!, from, to, signal }),
    enabled: businessId !== undefined && itemId !== undefined && canAccess === true,
    ...QUERY_DEFAULTS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["rateCalendar", businessId, itemId] });

  const go = (next: { item?: number; month?: string }) => {
    setSelection({ dates: [] });
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.item !== undefined) copy.set("item", String(next.item));
        if (next.month !== undefined) copy.set("month", next.month);
        return copy;
      },
      { replace: true },
    );
  };

  const save = useMutation({
    mutationFn: (change: NightsChange) =>
      dataProvider.setNights({ businessId: businessId!, itemId: itemId!, dates: selection.dates, change }),
    onSuccess: () => {
      notify("app.rateCalendar.dialog.saved", { type: "info" });
      setEditing(false);
      setNightErrors(undefined);
      void refresh();
    },
    onError: (failure) => {
      setNightErrors(fieldErrorsOf(failure));
      notifyApiError(failure);
    },
  });
  const clear = useMutation({
    mutationFn: () =>
      dataProvider.clearNights({ businessId: businessId!, itemId: itemId!, dates: selection.dates }),
    onSuccess: () => {
      notify("app.rateCalendar.dialog.cleared", { type: "info" });
      setEditing(false);
      void refresh();
    },
    onError: notifyApiError,
  });

  if (accessPending) return <LinearProgress />;
  if (!canAccess || !businessId) return <Navigate to={PATHS.overview} replace />;

  const monthName = new Intl.DateTimeFormat(intlLocale(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${from}T00:00:00Z`));
  // Chevrons point the way the months go: mirrored right to left.
  const flip = theme.direction === "rtl" ? { transform: "scaleX(-1)" } : undefined;
  const count = selection.dates.length;

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle title="app.rateCalendar.title" />
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate("app.rateCalendar.intro")}
      </Typography>
      {!listingsPending && listings.length === 0 ? (
        <Alert severity="info">{translate("app.rateCalendar.noListings")}</Alert>
      ) : null}
      {listing ? (
        <>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            alignItems={{ sm: "center" }}
            sx={{ my: 2 }}
          >
            <TextField
              select
              size="small"
              label={translate("app.rateCalendar.listing")}
              value={listing.id}
              onChange={(event) => go({ item: Number(event.target.value) })}
              sx={{ minWidth: 220 }}
            >
              {listings.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flex: 1 }} />
            <Stack direction="row" alignItems="center" spacing={1}>
              <Tooltip title={translate("app.rateCalendar.previousMonth")}>
                <IconButton
                  aria-label={translate("app.rateCalendar.previousMonth")}
                  onClick={() => go({ month: shiftMonth(month, -1) })}
                >
                  <ChevronLeftIcon sx={flip} />
                </IconButton>
              </Tooltip>
              <Typography
                variant="h6"
                component="h2"
                aria-live="polite"
                sx={{ minWidth: 150, textAlign: "center" }}
              >
                {monthName}
              </Typography>
              <Tooltip title={translate("app.rateCalendar.nextMonth")}>
                <IconButton
                  aria-label={translate("app.rateCalendar.nextMonth")}
                  onClick={() => go({ month: shiftMonth(month, 1) })}
                >
                  <ChevronRightIcon sx={flip} />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>
          {error ? <Alert severity="error">{translate("app.rateCalendar.loadFailed")}</Alert> : null}
          <Card variant="outlined">
            {isFetching ? <LinearProgress /> : null}
            <CardContent sx={{ p: { xs: 0.5, sm: 2 } }}>
              <MonthGrid
                month={month}
                nights={data?.data.nights ?? []}
                selection={selection}
                onSelect={setSelection}
                onOpen={canEdit ? () => setEditing(true) : undefined}
              />
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }} aria-hidden>
                {(["override", "holiday", "season"] as const).map((kind) => (
                  <Chip
                    key={kind}
                    size="small"
                    variant="outlined"
                    label={translate(`app.rateCalendar.kinds.${kind}`)}
                  />
                ))}
                <Chip
                  size="small"
                  variant="outlined"
                  label={`⇤✕ ${translate("app.rateCalendar.marks.closedToArrival")}`}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={`✕⇥ ${translate("app.rateCalendar.marks.closedToDeparture")}`}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate("app.rateCalendar.marks.minNightsLegend")}
                />
              </Stack>
              {data?.data.full_week != null ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate("app.rateCalendar.fullWeek", {
                    price: showMoney(data.data.full_week, user?.currency),
                  })}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
            sx={{ my: 2, position: "sticky", bottom: 0, bgcolor: "background.default", py: 1 }}
          >
            <Typography variant="body2" aria-live="polite" sx={{ flex: 1 }}>
              {translate("app.rateCalendar.selected", { count })}
            </Typography>
            <Button onClick={() => setSelection({ dates: [] })} disabled={!count}>
              {translate("app.rateCalendar.clearSelection")}
            </Button>
            {canEdit ? (
              <Button
                variant="contained"
                startIcon={<EditCalendarIcon />}
                disabled={!count}
                onClick={() => setEditing(true)}
              >
                {translate("app.rateCalendar.editSelected")}
              </Button>
            ) : null}
          </Stack>
          <SeasonsPanel
            businessId={businessId}
            itemId={listing.id}
            seasons={data?.data.seasons ?? []}
            currency={user?.currency}
            canEdit={canEdit === true}
            onChanged={refresh}
          />
          {editing && count ? (
            <NightsDialog
              dates={selection.dates}
              saving={save.isPending || clear.isPending}
              fieldErrors={nightErrors}
              onSave={(change) => save.mutate(change)}
              onClear={() => clear.mutate()}
              onClose={() => {
                setEditing(false);
                setNightErrors(undefined);
              }}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
