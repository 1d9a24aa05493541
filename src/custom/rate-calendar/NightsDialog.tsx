import { useState } from "react";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { NightsChange } from "../../dataProvider/methods/rateCalendar";
import { RATE_MIN_NIGHTS_MAX } from "../../domain/constants";
import { formatDisplayDate } from "../../resources/shared/dates";

// The bulk edit of the selected nights: what is ticked or chosen is set on every one of them, the rest is kept.
// An empty price removes a price set before (the nights keep their holiday, season or listing price).

type Flag = "keep" | "yes" | "no";
const FLAGS = ["closed", "closed_to_arrival", "closed_to_departure"] as const;
const flagLabel = {
  closed: "app.rateCalendar.dialog.closed",
  closed_to_arrival: "app.rateCalendar.dialog.closedToArrival",
  closed_to_departure: "app.rateCalendar.dialog.closedToDeparture",
} as const;

/** The change the form describes; undefined when it changes nothing. */
export function changeOf(form: {
  setPrice: boolean;
  price: string;
  setMinNights: boolean;
  minNights: string;
  flags: Record<(typeof FLAGS)[number], Flag>;
}): NightsChange | undefined {
  const change: NightsChange = {};
  if (form.setPrice) change.price = form.price.trim() === "" ? null : Number(form.price);
  if (form.setMinNights) change.min_nights = form.minNights.trim() === "" ? null : Number(form.minNights);
  for (const flag of FLAGS) if (form.flags[flag] !== "keep") change[flag] = form.flags[flag] === "yes";
  return Object.keys(change).length ? change : undefined;
}

export function NightsDialog({
  dates,
  saving,
  fieldErrors,
  onSave,
  onClear,
  onClose,
}: {
  dates: readonly string[];
  saving: boolean;
  fieldErrors?: Record<string, string>;
  onSave: (change: NightsChange) => void;
  onClear: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [setPrice, setSetPrice] = useState(true);
  const [price, setPriceText] = useState("");
  const [setMinNights, setSetMinNights] = useState(false);
  const [minNights, setMinNightsText] = useState("");
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], Flag>>({
    closed: "keep",
    closed_to_arrival: "keep",
    closed_to_departure: "keep",
  });
  const change = changeOf({ setPrice, price, setMinNights, minNights, flags });
  const invalidPrice = setPrice && price.trim() !== "" && !(Number(price) >= 0);
  const invalidMin =
    setMinNights &&
    minNights.trim() !== "" &&
    !(
      Number.isInteger(Number(minNights)) &&
      Number(minNights) >= 1 &&
      Number(minNights) <= RATE_MIN_NIGHTS_MAX
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="rate-nights-title" fullWidth maxWidth="xs">
      <DialogTitle id="rate-nights-title">
        {translate("app.rateCalendar.dialog.title", {
          from: formatDisplayDate(dates[0]),
          to: formatDisplayDate(dates[dates.length - 1]),
          count: dates.length,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={setPrice} onChange={(e) => setSetPrice(e.target.checked)} />}
            label={translate("app.rateCalendar.dialog.setPrice")}
          />
          {setPrice ? (
            <TextField
              label={translate("app.rateCalendar.dialog.price")}
              type="number"
              inputProps={{ min: 0, step: 0.001, inputMode: "decimal" }}
              value={price}
              onChange={(e) => setPriceText(e.target.value)}
              error={invalidPrice || !!fieldErrors?.price}
              helperText={fieldErrors?.price ?? translate("app.rateCalendar.dialog.priceHint")}
              autoFocus
            />
          ) : null}
          <FormControlLabel
            control={<Checkbox checked={setMinNights} onChange={(e) => setSetMinNights(e.target.checked)} />}
            label={translate("app.rateCalendar.dialog.setMinNights")}
          />
          {setMinNights ? (
            <TextField
              label={translate("app.rateCalendar.dialog.minNights")}
              type="number"
              inputProps={{ min: 1, max: RATE_MIN_NIGHTS_MAX, step: 1, inputMode: "numeric" }}
              value={minNights}
              onChange={(e) => setMinNightsText(e.target.value)}
              error={invalidMin || !!fieldErrors?.min_nights}
              helperText={fieldErrors?.min_nights}
            />
          ) : null}
          {FLAGS.map((flag) => (
            <TextField
              key={flag}
              select
              label={translate(flagLabel[flag])}
              value={flags[flag]}
              onChange={(e) => setFlags({ ...flags, [flag]: e.target.value as Flag })}
            >
              <MenuItem value="keep">{translate("app.rateCalendar.dialog.keep")}</MenuItem>
              <MenuItem value="yes">{translate("ra.boolean.true")}</MenuItem>
              <MenuItem value="no">{translate("ra.boolean.false")}</MenuItem>
            </TextField>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button color="error" onClick={onClear} disabled={saving}>
          {translate("app.rateCalendar.dialog.clear")}
        </Button>
        <Button onClick={onClose} disabled={saving}>
          {translate("ra.action.cancel")}
        </Button>
        <Button
          variant="contained"
          disabled={saving || !change || invalidPrice || invalidMin}
          onClick={() => change && onSave(change)}
        >
          {translate("app.rateCalendar.dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
