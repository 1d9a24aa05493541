import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import {
  CALENDAR_FEED_NAME_MAX_LENGTH,
  CALENDAR_FEED_SOURCES,
  CALENDAR_FEED_URL_MAX_LENGTH,
  type CalendarFeedSource,
} from "../../domain/constants";
import { calendarSyncKey } from "./calendarKeys";

/** Adds an outside calendar to the unit: where it comes from, a name (shown on the board) and its address. */
export function AddFeedForm({
  businessId,
  itemId,
  unit,
}: {
  businessId: number;
  itemId: number;
  unit: number;
}) {
  const translate = useTranslate();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<CalendarFeedSource>("airbnb");
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const add = useMutation({
    mutationFn: async () => {
      const feed = await dataProvider.createCalendarFeed({
        businessId,
        itemId,
        unit,
        input: {
          source,
          url: url.trim(),
          name: name.trim() || translate(`app.menuEditor.calendarSync.sources.${source}`),
        },
      });
      // Fetched at once, so the owner sees at once whether the address works.
      await dataProvider.syncCalendarFeed({ businessId, itemId, unit, id: feed.id }).catch(() => undefined);
    },
    onSuccess: () => {
      setName("");
      setUrl("");
      void queryClient.invalidateQueries({ queryKey: calendarSyncKey(businessId, itemId, unit) });
    },
    onError: notifyApiError,
  });
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField
        select
        size="small"
        label={translate("app.menuEditor.calendarSync.source")}
        value={source}
        onChange={(event) => setSource(event.target.value as CalendarFeedSource)}
      >
        {CALENDAR_FEED_SOURCES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`app.menuEditor.calendarSync.sources.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate("app.menuEditor.calendarSync.name")}
        placeholder={translate(`app.menuEditor.calendarSync.sources.${source}`)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CALENDAR_FEED_NAME_MAX_LENGTH } }}
      />
      <TextField
        size="small"
        type="url"
        label={translate("app.menuEditor.calendarSync.url")}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CALENDAR_FEED_URL_MAX_LENGTH, dir: "ltr" } }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={!url.trim() || add.isPending}
        onClick={() => add.mutate()}
        sx={{ alignSelf: "flex-start" }}
      >
        {translate("app.menuEditor.calendarSync.add")}
      </Button>
    </Stack>
  );
}
