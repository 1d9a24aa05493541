import { useEffect, useState } from "react";
import { Box, Button, CircularProgress, Stack, TextField, Typography } from "@mui/material";
import { useLocale, useNotify, useTranslate } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { formatHolidayDate } from "../../resources/shared/dates";
import { useErrorDialog } from "../../resources/shared/ErrorDialog";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useMenuEditorApi } from "./api";
import { useMenuEditor } from "./editorContext";
import type { EditorItem } from "./types";

/** The business's holidays with this item's price on each, saved with holidays/sync (SPEC §2, §7). */
export function HolidayPricesPanel({ item }: { item: EditorItem }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { businessId } = useMenuEditor();
  const { dialog, showError } = useErrorDialog();
  const dataProvider = useAppDataProvider();
  const { syncHolidayPrices } = useMenuEditorApi();
  // A failed load shows no holiday, and says why.
  const { data, error } = useQuery({
    queryKey: QUERY_KEYS.holidays(businessId),
    queryFn: ({ signal }) => dataProvider.getHolidays({ businessId, signal }),
    ...QUERY_DEFAULTS,
  });
  const holidays = error ? [] : Array.isArray(data?.data) ? data.data : null;
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(item.holidays.map((h) => [h.id, String(h.price)])),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const save = async () => {
    if (!holidays) return;
    setSaving(true);
    try {
      const entries = holidays
        .filter((h) => prices[h.id] !== undefined && prices[h.id] !== "")
        .map((h) => ({
          holidayId: h.id,
          price: Number(prices[h.id]),
          name: localizedName(h.locales, locale),
          from: h.from,
          to: h.to,
        }));
      await syncHolidayPrices(businessId, item.id, entries);
      notify("app.menuEditor.updatedSuccessfully", { type: "success" });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Typography variant="h6">{translate("app.menuEditor.holidays.title")}</Typography>
      {holidays === null && <CircularProgress size={24} />}
      {holidays?.length === 0 && (
        <Typography color="text.secondary">{translate("app.menuEditor.holidays.empty")}</Typography>
      )}
      {holidays?.map((holiday) => (
        <Stack key={holiday.id} direction="row" spacing={1} alignItems="center" sx={{ my: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography>
              {localizedName(holiday.locales, locale, translate("app.menuEditor.noName"))}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatHolidayDate(holiday.from)} – {formatHolidayDate(holiday.to)}
            </Typography>
          </Box>
          <TextField
            size="small"
            type="number"
            label={translate("app.menuEditor.holidays.price")}
            value={prices[holiday.id] ?? ""}
            slotProps={{ htmlInput: { min: 0, step: "0.001" } }}
            onChange={(event) => setPrices((current) => ({ ...current, [holiday.id]: event.target.value }))}
          />
        </Stack>
      ))}
      {!!holidays?.length && (
        <Button variant="contained" disabled={saving} onClick={save}>
          {translate("app.menuEditor.holidays.save")}
        </Button>
      )}
      {dialog}
    </Box>
  );
}
