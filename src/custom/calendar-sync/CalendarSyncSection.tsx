import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Box, Divider, MenuItem, TextField, Typography } from "@mui/material";
import { Loading, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { AddFeedForm } from "./AddFeedForm";
import { ExportAddress } from "./ExportAddress";
import { FeedRow } from "./FeedRow";
import { calendarSyncKey } from "./calendarKeys";

/**
 * "Calendar sync" of a chalet listing's units (issue 51), in the listing's unit panel: pick a unit, then its private
 * export address and the outside calendars (Airbnb, Booking.com, other) whose events block its nights.
 */
export function CalendarSyncSection({
  businessId,
  itemId,
  unitNames,
}: {
  businessId: number;
  itemId: number;
  /** one per unit: its name, or empty for a numbered one */
  unitNames: string[];
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [unit, setUnit] = useState(1);
  const { data, isPending, isError } = useQuery({
    queryKey: calendarSyncKey(businessId, itemId, unit),
    queryFn: ({ signal }) => dataProvider.getCalendarSync({ businessId, itemId, unit, signal }),
  });
  const unitLabel = (n: number) =>
    unitNames[n - 1]?.trim() || translate("app.menuEditor.units.unit", { number: n });
  return (
    <Box component="section" aria-labelledby="calendar-sync-title" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" id="calendar-sync-title">
        {translate("app.menuEditor.calendarSync.title")}
      </Typography>
      {unitNames.length > 1 && (
        <TextField
          select
          size="small"
          fullWidth
          sx={{ my: 1 }}
          label={translate("app.menuEditor.calendarSync.unit")}
          value={unit}
          onChange={(event) => setUnit(Number(event.target.value))}
        >
          {unitNames.map((_, index) => (
            <MenuItem key={index} value={index + 1}>
              {unitLabel(index + 1)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {isPending ? (
        <Loading />
      ) : isError || !data ? (
        <Typography color="error">{translate("app.menuEditor.calendarSync.loadFailed")}</Typography>
      ) : (
        <>
          <ExportAddress unit={{ businessId, itemId, unit }} path={data.export_path} />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate("app.menuEditor.calendarSync.importTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("app.menuEditor.calendarSync.importHelp")}
          </Typography>
          {data.feeds.length === 0 && (
            <Typography variant="body2" sx={{ my: 1 }}>
              {translate("app.menuEditor.calendarSync.noFeeds")}
            </Typography>
          )}
          {data.feeds.map((feed) => (
            <FeedRow key={feed.id} businessId={businessId} feed={feed} />
          ))}
          <AddFeedForm businessId={businessId} itemId={itemId} unit={unit} />
        </>
      )}
    </Box>
  );
}
