import { useEffect, useState } from "react";
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useNotify, useRecordContext, useTranslate } from "react-admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BranchOrdering, OrderingChange } from "../../dataProvider/methods/frontDoor";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { DayHours } from "../../domain/front-door";
import { useCurrentScope } from "../shared/useCurrentScope";

// The branch's front-door switches on its edit page: whether the customers' apps may order now ("accepting",
// "busy for N minutes", "closed today", closed on holidays) and the opening hours per weekday. Each switch saves at
// once (the server audits it); the hours are saved together. The public API reads them (server/modules/public).

const BUSY_CHOICES = [15, 30, 60];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The week as the form edits it: every weekday, open all day unless the branch has hours for it. */
const weekOf = (hours: DayHours[]): DayHours[] =>
  WEEKDAYS.map(
    (weekday) =>
      hours.find((h) => h.weekday === weekday) ?? { weekday, closed: false, opens: "", closes: "" },
  );

/** Only the weekdays with hours or closed are sent: a day with neither stays open all day. */
const hoursToSave = (week: DayHours[]) =>
  week
    .filter((day) => day.closed || day.opens || day.closes)
    .map((day) => ({
      weekday: day.weekday,
      closed: day.closed,
      opens: day.opens || "00:00",
      closes: day.closes || "24:00",
    }));

export const BranchOrderingPanel = () => {
  const record = useRecordContext<{ id: number }>();
  const { businessId } = useCurrentScope();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const branchId = record ? Number(record.id) : undefined;
  const key = ["branch-ordering", businessId, branchId];
  const ready = businessId !== undefined && branchId !== undefined;
  const ordering = useQuery({
    ...QUERY_DEFAULTS,
    queryKey: key,
    queryFn: ({ signal }) =>
      dataProvider
        .getBranchOrdering({ businessId: businessId!, branchId: branchId!, signal })
        .then((r) => r.data),
    enabled: ready,
  });
  const [week, setWeek] = useState<DayHours[]>(weekOf([]));
  useEffect(() => {
    if (ordering.data) setWeek(weekOf(ordering.data.opening_hours));
  }, [ordering.data]);

  const onSaved = (data: BranchOrdering) => {
    queryClient.setQueryData(key, data);
    notify("app.frontDoor.saved", { type: "success" });
  };
  const onFailed = (error: Error) =>
    notify("app.frontDoor.failed", { type: "error", messageArgs: { message: error.message } });
  const change = useMutation({
    mutationFn: (body: OrderingChange) =>
      dataProvider
        .setBranchOrdering({ businessId: businessId!, branchId: branchId!, change: body })
        .then((r) => r.data),
    onSuccess: onSaved,
    onError: onFailed,
  });
  const saveHours = useMutation({
    mutationFn: () =>
      dataProvider
        .setOpeningHours({ businessId: businessId!, branchId: branchId!, hours: hoursToSave(week) })
        .then((r) => r.data),
    onSuccess: onSaved,
    onError: onFailed,
  });

  const data = ordering.data;
  if (!ready || !data) return null;
  const busyUntil = data.busy_until
    ? new Date(data.busy_until).toLocaleTimeString([], { timeStyle: "short" })
    : "";
  const setDay = (weekday: number, patch: Partial<DayHours>) =>
    setWeek((days) => days.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
  const busy = change.isPending || saveHours.isPending;

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="branch-ordering">
      <CardContent>
        <Typography variant="h6">{translate("app.frontDoor.title")}</Typography>
        <Typography color={data.state === "open" ? "success.main" : "warning.main"} sx={{ mb: 1 }}>
          {translate(`app.frontDoor.state.${data.state}`, { time: busyUntil })}
        </Typography>
        <Stack direction="row" flexWrap="wrap" gap={1} alignItems="center">
          <FormControlLabel
            control={
              <Switch
                checked={data.accepting}
                disabled={busy}
                onChange={(_, on) => change.mutate({ accepting: on })}
              />
            }
            label={translate("app.frontDoor.accepting")}
          />
          <FormControlLabel
            control={
              <Switch
                checked={!!data.closed_on}
                disabled={busy}
                onChange={(_, on) => change.mutate({ closed_today: on })}
              />
            }
            label={translate("app.frontDoor.closedToday")}
          />
          <FormControlLabel
            control={
              <Switch
                checked={data.closed_on_holidays}
                disabled={busy}
                onChange={(_, on) => change.mutate({ closed_on_holidays: on })}
              />
            }
            label={translate("app.frontDoor.closedOnHolidays")}
          />
        </Stack>
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ my: 1 }}>
          {BUSY_CHOICES.map((minutes) => (
            <Button
              key={minutes}
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={() => change.mutate({ busy_minutes: minutes })}
            >
              {translate("app.frontDoor.busyFor", { minutes })}
            </Button>
          ))}
          {data.busy_until && (
            <Button size="small" disabled={busy} onClick={() => change.mutate({ busy_minutes: 0 })}>
              {translate("app.frontDoor.notBusy")}
            </Button>
          )}
        </Stack>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {translate("app.frontDoor.hours")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("app.frontDoor.hoursHelp")}
        </Typography>
        {week.map((day) => (
          <Box
            key={day.weekday}
            sx={{ display: "flex", gap: 1, alignItems: "center", mb: 1, flexWrap: "wrap" }}
          >
            <Typography sx={{ width: 110 }}>{translate(`app.frontDoor.weekdays.${day.weekday}`)}</Typography>
            <FormControlLabel
              control={
                <Checkbox checked={day.closed} onChange={(_, closed) => setDay(day.weekday, { closed })} />
              }
              label={translate("app.frontDoor.closed")}
            />
            {(["opens", "closes"] as const).map((field) => (
              <TextField
                key={field}
                type="time"
                size="small"
                label={translate(`app.frontDoor.${field}`)}
                value={day[field]}
                disabled={day.closed}
                onChange={(event) => setDay(day.weekday, { [field]: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Box>
        ))}
        <Button variant="contained" disabled={busy} onClick={() => saveHours.mutate()}>
          {translate("app.frontDoor.saveHours")}
        </Button>
      </CardContent>
    </Card>
  );
};
