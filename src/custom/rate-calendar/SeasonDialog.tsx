import { useState } from "react";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { RateSeason, SeasonInput } from "../../dataProvider/methods/rateCalendar";
import { RATE_MIN_NIGHTS_MAX } from "../../domain/constants";

// A season's names (English and Arabic), first and last nights, whether it repeats every year, and its nightly
// prices and minimum stay. The server checks it again and answers field by field in the user's language.

const nameOf = (season: RateSeason | undefined, locale: "en" | "ar") =>
  season?.locales.find((l) => l.locale === locale)?.name ?? "";

/** The form's text as the API takes it. */
export function seasonInputOf(form: {
  en: string;
  ar: string;
  from: string;
  to: string;
  repeatsYearly: boolean;
  weekdays: string;
  weekend: string;
  minNights: string;
}): SeasonInput {
  const locales = [
    { locale: "en" as const, name: form.en.trim() },
    { locale: "ar" as const, name: form.ar.trim() },
  ].filter((l) => l.name);
  return {
    locales: locales.length ? locales : [{ locale: "en", name: "" }],
    from: form.from,
    to: form.to,
    repeats_yearly: form.repeatsYearly,
    weekdays: Number(form.weekdays),
    weekend: form.weekend.trim() === "" ? null : Number(form.weekend),
    min_nights: form.minNights.trim() === "" ? null : Number(form.minNights),
  };
}

export function SeasonDialog({
  season,
  saving,
  fieldErrors = {},
  onSave,
  onClose,
}: {
  season?: RateSeason;
  saving: boolean;
  fieldErrors?: Record<string, string>;
  onSave: (input: SeasonInput) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form, setForm] = useState({
    en: nameOf(season, "en"),
    ar: nameOf(season, "ar"),
    from: season?.from ?? "",
    to: season?.to ?? "",
    repeatsYearly: season?.repeats_yearly ?? false,
    weekdays: season ? String(season.weekdays) : "",
    weekend: season?.weekend == null ? "" : String(season.weekend),
    minNights: season?.min_nights == null ? "" : String(season.min_nights),
  });
  const field = (name: keyof typeof form) => ({
    value: form[name] as string,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const t = (key: string) => translate(`app.rateCalendar.seasons.${key}`);
  const ready = (form.en.trim() || form.ar.trim()) && form.from && form.to && form.weekdays.trim() !== "";
  return (
    <Dialog open onClose={onClose} aria-labelledby="rate-season-title" fullWidth maxWidth="sm">
      <DialogTitle id="rate-season-title">{t(season ? "edit" : "add")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t("nameEn")}
            {...field("en")}
            inputProps={{ dir: "ltr", maxLength: 255 }}
            error={!!fieldErrors["locales.0.name"]}
            helperText={fieldErrors["locales.0.name"]}
            autoFocus
          />
          <TextField label={t("nameAr")} {...field("ar")} inputProps={{ dir: "rtl", maxLength: 255 }} />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              label={t("from")}
              type="date"
              {...field("from")}
              InputLabelProps={{ shrink: true }}
              error={!!fieldErrors.from}
              helperText={fieldErrors.from}
              fullWidth
            />
            <TextField
              label={t("to")}
              type="date"
              {...field("to")}
              InputLabelProps={{ shrink: true }}
              error={!!fieldErrors.to}
              helperText={fieldErrors.to}
              fullWidth
            />
          </Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.repeatsYearly}
                onChange={(e) => setForm({ ...form, repeatsYearly: e.target.checked })}
              />
            }
            label={t("repeatsYearly")}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              label={t("weekdays")}
              type="number"
              inputProps={{ min: 0, step: 0.001, inputMode: "decimal" }}
              {...field("weekdays")}
              error={!!fieldErrors.weekdays}
              helperText={fieldErrors.weekdays}
              fullWidth
            />
            <TextField
              label={t("weekend")}
              type="number"
              inputProps={{ min: 0, step: 0.001, inputMode: "decimal" }}
              {...field("weekend")}
              error={!!fieldErrors.weekend}
              helperText={fieldErrors.weekend ?? t("weekendHint")}
              fullWidth
            />
          </Stack>
          <TextField
            label={t("minNights")}
            type="number"
            inputProps={{ min: 1, max: RATE_MIN_NIGHTS_MAX, step: 1, inputMode: "numeric" }}
            {...field("minNights")}
            error={!!fieldErrors.min_nights}
            helperText={fieldErrors.min_nights}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate("ra.action.cancel")}
        </Button>
        <Button variant="contained" disabled={saving || !ready} onClick={() => onSave(seasonInputOf(form))}>
          {translate("ra.action.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
