import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Box, Button, Stack, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import AutorenewIcon from "@mui/icons-material/Autorenew";
import { Confirm, useNotify, useTranslate } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { calendarSyncKey } from "./calendarKeys";

interface UnitRef {
  businessId: number;
  itemId: number;
  unit: number;
}

/**
 * The unit's private feed address, for Airbnb, Booking.com or Google Calendar to subscribe to: copied in one tap,
 * and replaced ("rotate") when it was shared with the wrong party, after which the old one answers nothing.
 */
export function ExportAddress({ unit, path }: { unit: UnitRef; path: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const address = `${window.location.origin}${path}`;
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateCalendarExport(unit),
    onSuccess: (data) => {
      queryClient.setQueryData(calendarSyncKey(unit.businessId, unit.itemId, unit.unit), data);
      notify("app.menuEditor.calendarSync.rotated", { type: "info" });
    },
    onError: notifyApiError,
    onSettled: () => setConfirming(false),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify("app.menuEditor.calendarSync.copied", { type: "info" });
    } catch (error) {
      console.warn("Copying the calendar address failed", error);
    }
  };
  return (
    <Box>
      <Typography variant="subtitle2">{translate("app.menuEditor.calendarSync.exportTitle")}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate("app.menuEditor.calendarSync.exportHelp")}
      </Typography>
      <Box
        data-testid="calendar-export-address"
        dir="ltr"
        sx={{
          my: 1,
          p: 1,
          fontFamily: "monospace",
          fontSize: 13,
          wordBreak: "break-all",
          bgcolor: "action.hover",
        }}
      >
        {address}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate("app.menuEditor.calendarSync.copy")}
        </Button>
        <Button
          size="small"
          color="warning"
          startIcon={<AutorenewIcon />}
          onClick={() => setConfirming(true)}
        >
          {translate("app.menuEditor.calendarSync.rotate")}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title="app.menuEditor.calendarSync.rotateTitle"
        content="app.menuEditor.calendarSync.rotateContent"
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
