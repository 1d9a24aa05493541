import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import SyncIcon from "@mui/icons-material/Sync";
import DeleteIcon from "@mui/icons-material/Delete";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import type { CalendarFeed } from "../../dataProvider/methods/calendars";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { Locale } from "../../domain/constants";
import { formatNotificationDateTime } from "../../layout/notifications/notificationTime";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { calendarSyncKey } from "./calendarKeys";

/** Whether the feed's latest fetch failed (an older error followed by a success is history). */
const failing = (feed: CalendarFeed) =>
  !!feed.last_error_at && (!feed.last_success_at || feed.last_error_at > feed.last_success_at);

/** One imported feed: its name, source and address, its sync status, "Sync now" and "Remove". */
export function FeedRow({ businessId, feed }: { businessId: number; feed: CalendarFeed }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [locale] = useLocaleState();
  const timeZone = useBusinessTimeZone();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const unit = { businessId, itemId: feed.item_id, unit: feed.unit };
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: calendarSyncKey(businessId, feed.item_id, feed.unit) });
  const sync = useMutation({
    mutationFn: () => dataProvider.syncCalendarFeed({ ...unit, id: feed.id }),
    onSuccess: (synced) => {
      notify(
        failing(synced) ? "app.menuEditor.calendarSync.syncFailed" : "app.menuEditor.calendarSync.synced",
        {
          type: failing(synced) ? "warning" : "info",
          messageArgs: { smart_count: synced.event_count },
        },
      );
      void refresh();
    },
    onError: notifyApiError,
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteCalendarFeed({ ...unit, id: feed.id }),
    onSuccess: () => void refresh(),
    onError: notifyApiError,
  });
  const time = (iso: string) => formatNotificationDateTime(iso, timeZone, locale as Locale);
  return (
    <Box data-testid="calendar-feed" sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="subtitle2">{feed.name}</Typography>
        <Chip size="small" label={translate(`app.menuEditor.calendarSync.sources.${feed.source}`)} />
        {failing(feed) && (
          <Chip size="small" color="error" label={translate("app.menuEditor.calendarSync.failing")} />
        )}
      </Stack>
      <Typography variant="caption" component="div" dir="ltr" sx={{ wordBreak: "break-all" }}>
        {feed.url}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {feed.last_success_at
          ? translate("app.menuEditor.calendarSync.lastSuccess", {
              time: time(feed.last_success_at),
              smart_count: feed.event_count,
            })
          : translate("app.menuEditor.calendarSync.neverSynced")}
      </Typography>
      {feed.last_error && feed.last_error_at && (
        <Typography variant="body2" color={failing(feed) ? "error" : "text.secondary"}>
          {translate("app.menuEditor.calendarSync.lastError", { time: time(feed.last_error_at) })}{" "}
          <span dir="ltr">{feed.last_error}</span>
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button size="small" startIcon={<SyncIcon />} disabled={sync.isPending} onClick={() => sync.mutate()}>
          {translate("app.menuEditor.calendarSync.syncNow")}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {translate("app.menuEditor.calendarSync.remove")}
        </Button>
      </Stack>
    </Box>
  );
}
