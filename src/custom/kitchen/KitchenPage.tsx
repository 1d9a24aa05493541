import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  Alert,
  Box,
  Button,
  MenuItem,
  TextField,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from "@mui/material";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import HistoryIcon from "@mui/icons-material/History";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocaleState, useNotify, useStore, useTranslate, useUpdate } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { PageTitle } from "../../layout/PageTitle";
import { isOrderAlarmEnabled } from "../../live/orderAlarm";
import { playAlert } from "../../live/playAlert";
import { useLiveStatusPart } from "../../live/liveStatus";
import { useBranchRights } from "../../resources/shared/useBranchAccess";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import type { KitchenBoard, KitchenTicket } from "./kitchenTicket";
import { keepUnchangedTickets, minutesSince } from "./kitchenTicket";
import { KitchenBusyContext, TicketCard } from "./TicketCard";

/** The pass: the screen of every station's lines. */
const PASS = "";

/** How often the tickets' ages are drawn again. */
const AGE_TICK_MS = 30_000;

/**
 * The kitchen screen (issue 48): the current branch's accepted orders as tickets, oldest first, in large type on a
 * dark ground to be read across a kitchen. A new ticket sounds once (within the user's alarm preference); the ages
 * turn amber, then red, at the business's thresholds; "Ready" moves the order to ready through the orders' own
 * status change. Its query's key starts with "orders": every order event re-reads it, and a lost connection shows
 * and re-reads everything once back (live/liveRefresh.ts).
 */
export const KitchenPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { business } = useCurrentScope();
  const { branchId, mayUpdate } = useBranchRights("orders");
  const offline = useLiveStatusPart("connection") === "disconnected";
  const [now, setNow] = useState(() => Date.now());
  const [recallOpen, setRecallOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const [locale] = useLocaleState();
  // The station this screen shows, remembered on the device ("" is the pass: every line).
  const [chosenStation, setStation] = useStore<string>(`kitchen.station.${business?.id}`, PASS);
  const queryKey = ["orders", "kitchen", business?.id, branchId, chosenStation];

  const board = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      dataProvider
        .getKitchen<KitchenBoard>({
          businessId: business!.id,
          branchId: branchId!,
          station: chosenStation || undefined,
          signal,
        })
        .catch((error: { status?: number }) => {
          // A station since removed from the configuration: back to the pass.
          if (error?.status === 422 && chosenStation) setStation(PASS);
          throw error;
        }),
    enabled: business !== undefined && branchId !== undefined,
    structuralSharing: keepUnchangedTickets,
  });
  const data = board.data?.data;
  const stations = data?.stations ?? [];

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // A ticket that was not on the screen before sounds once; the first reading only sets what is known.
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!data) return;
    const ids = data.tickets.map((ticket) => ticket.id);
    const arrived = known.current !== null && ids.some((id) => !known.current!.has(id));
    known.current = new Set(ids);
    if (arrived && isOrderAlarmEnabled()) void playAlert();
    setNow(Date.now());
  }, [data]);

  const markReady = (ticket: KitchenTicket) =>
    update(
      "orders",
      {
        id: ticket.id,
        data: { status: "ready", updated_at: ticket.updated_at },
        previousData: ticket,
        meta: { branchId },
      },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify("app.kitchen.bumped", { type: "success", messageArgs: { number: ticket.number } });
          void queryClient.invalidateQueries({ queryKey: ["orders", "kitchen"] });
        },
        onError: (error) => {
          notifyApiError(error);
          void queryClient.invalidateQueries({ queryKey: ["orders", "kitchen"] });
        },
      },
    );
  // The cards are memoised: they get one function for the page's life, which calls the latest markReady.
  const latestMarkReady = useRef(markReady);
  useLayoutEffect(() => {
    latestMarkReady.current = markReady;
  });
  const onReady = useCallback((ticket: KitchenTicket) => latestMarkReady.current(ticket), []);

  const tickets = data?.tickets ?? [];
  return (
    <KitchenBusyContext.Provider value={isPending}>
      <Box sx={{ bgcolor: "#121212", color: "#fff", minHeight: "100vh", mx: { xs: -1, sm: -2 }, p: 2 }}>
        <PageTitle title="app.kitchen.title" />
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
          <Typography component="h1" sx={{ fontSize: "1.8rem", fontWeight: 700, flex: 1 }}>
            {translate("app.kitchen.title")}
            {data && (
              <Typography component="span" sx={{ ms: 2, fontSize: "1.1rem", color: "#bbb" }}>
                {translate("app.kitchen.count", { smart_count: tickets.length })}
              </Typography>
            )}
          </Typography>
          {stations.length > 0 && (
            <TextField
              select
              size="small"
              label={translate("app.kitchen.station")}
              value={stations.some((s) => s.id === chosenStation) ? chosenStation : PASS}
              onChange={(event) => setStation(event.target.value)}
              sx={{
                minWidth: 180,
                "& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root": { color: "#fff" },
                "& .MuiOutlinedInput-notchedOutline": { borderColor: "#888" },
              }}
            >
              <MenuItem value={PASS}>{translate("app.kitchen.pass")}</MenuItem>
              {stations.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {locale === "ar" ? s.ar : s.en}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<HistoryIcon />}
            onClick={() => setRecallOpen(true)}
          >
            {translate("app.kitchen.recall")}
          </Button>
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<FullscreenIcon />}
            onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          >
            {translate("app.kitchen.fullScreen")}
          </Button>
        </Box>
        {offline && (
          <Alert severity="warning" variant="filled" sx={{ mb: 2, fontSize: "1.1rem" }}>
            {translate("app.kitchen.offline")}
          </Alert>
        )}
        {!mayUpdate && branchId !== undefined && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate("app.kitchen.readOnly")}
          </Alert>
        )}
        {branchId === undefined ? (
          <Typography sx={{ fontSize: "1.3rem" }}>{translate("app.kitchen.noBranch")}</Typography>
        ) : data && !tickets.length ? (
          <Typography sx={{ fontSize: "1.3rem", color: "#bbb", py: 6, textAlign: "center" }}>
            {translate("app.kitchen.empty")}
          </Typography>
        ) : (
          <Box
            role="list"
            aria-label={translate("app.kitchen.title")}
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
            }}
          >
            {/* a plain element: 200 styled wrappers would be styled again on every change */}
            {tickets.map((ticket) => (
              <div role="listitem" key={ticket.id}>
                <TicketCard
                  ticket={ticket}
                  minutes={minutesSince(ticket.accepted_at, now)}
                  amber={data!.amber_minutes}
                  red={data!.red_minutes}
                  onReady={mayUpdate ? onReady : undefined}
                />
              </div>
            ))}
          </Box>
        )}
        <Dialog open={recallOpen} onClose={() => setRecallOpen(false)} fullWidth maxWidth="xs">
          <DialogTitle>{translate("app.kitchen.recallTitle")}</DialogTitle>
          <DialogContent sx={{ bgcolor: "#121212", pt: 2 }}>
            {data?.last_ready ? (
              <TicketCard
                ticket={data.last_ready}
                minutes={minutesSince(data.last_ready.accepted_at, now)}
                amber={data.amber_minutes}
                red={data.red_minutes}
              />
            ) : (
              <Typography sx={{ color: "#bbb", pt: 2 }}>{translate("app.kitchen.recallNone")}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRecallOpen(false)}>{translate("app.kitchen.close")}</Button>
          </DialogActions>
        </Dialog>
      </Box>
    </KitchenBusyContext.Provider>
  );
};

KitchenPage.path = PATHS.kitchen;
